import SQLite from 'better-sqlite3';
import { generateMailKey, parseMailKeys, ringOf } from '../../apps/server/src/mail/mail-keys';
import { composeMail } from '../../apps/server/src/mail/mail-message';
import { queueEmail } from '../../apps/server/src/mail/mail-queue';
import { sealWithRing } from '../../apps/server/src/mail/sealed';

/**
 * An e-mail queued straight in a running server's SQLite file, as the server itself would queue it:
 * sealed with the first key of `mailKeys`, written as MAIL_KEYS is (start the server with them). For the
 * journeys that need mail before any page of theirs sends some. The server's worker sends it at its
 * next poll (JOBS_POLL_MS).
 */
export function queueEmailInDatabase(databaseFile: string, mailKeys: string, to: string, subject: string): number {
  const parsed = parseMailKeys(mailKeys);
  if ('problem' in parsed) throw new Error(`mailKeys: ${parsed.problem}`);
  const ring = ringOf(parsed.keys, 'the journey');
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
        .run(sealWithRing(ring, JSON.stringify(payload)), now, now, to, subject).lastInsertRowid,
    );
  } finally {
    db.close();
  }
}

/**
 * An invitation as `npm run import` queues it when it holds other mail keys than the server (decision
 * 089), for an invited account (addInvitedParent): sealed with a key the server does not hold. The
 * server's worker fails it at its first try, saying why; "Send again" writes it anew.
 */
export function queueUnreadableInvitation(databaseFile: string, account: { id: number; email: string }): number {
  const message = composeMail(account.email, {
    language: 'en',
    subject: 'Your Carnet account',
    greeting: 'Hello,',
    paragraphs: ['The school office has opened an account for you on Carnet.'],
    signature: 'The school office',
  });
  const elsewhere = ringOf([generateMailKey()], 'another DATA_DIR');
  const payload = sealWithRing(elsewhere, JSON.stringify({ ...message, messageId: crypto.randomUUID() }));
  const now = new Date().toISOString();
  const db = new SQLite(databaseFile);
  try {
    return Number(
      db
        .prepare(
          `insert into jobs (kind, payload, status, run_after, created_at, summary_to, summary_subject, user_id, source)
           values ('email', ?, 'pending', ?, ?, ?, ?, ?, 'invitation')`,
        )
        .run(payload, now, now, account.email, message.subject, account.id).lastInsertRowid,
    );
  } finally {
    db.close();
  }
}
