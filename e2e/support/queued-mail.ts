import SQLite from 'better-sqlite3';
import { createTokenService } from '../../apps/server/src/lib/tokens';
import { composeMail } from '../../apps/server/src/mail/mail-message';
import { queueEmail } from '../../apps/server/src/mail/mail-queue';
import { seal } from '../../apps/server/src/mail/sealed';

/**
 * An e-mail queued straight in a running server's SQLite file, as the server itself would queue it:
 * sealed with the key the server derives from its JWT_SECRET (so start it with that secret). For the
 * journeys that need mail before any page of theirs sends some. The server's worker sends it at its
 * next poll (JOBS_POLL_MS).
 */
export function queueEmailInDatabase(databaseFile: string, jwtSecret: string, to: string, subject: string): number {
  const { sealKey } = createTokenService(jwtSecret, 3600);
  const message = composeMail(to, {
    language: 'en',
    subject,
    greeting: 'Hello,',
    paragraphs: ['The school office has opened an account for you on Carnet.'],
    signature: 'The school office',
  });
  // The same payload as queueEmail writes (checked by its type): the message and its Message-ID.
  const payload: Parameters<typeof queueEmail>[2] & { messageId: string } = { ...message, messageId: crypto.randomUUID() };
  const now = new Date().toISOString();
  const db = new SQLite(databaseFile);
  try {
    return Number(
      db
        .prepare(
          `insert into jobs (kind, payload, status, run_after, created_at, summary_to, summary_subject)
           values ('email', ?, 'pending', ?, ?, ?, ?)`,
        )
        .run(seal(sealKey, JSON.stringify(payload)), now, now, to, subject).lastInsertRowid,
    );
  } finally {
    db.close();
  }
}
