import crypto from 'node:crypto';
import SQLite from 'better-sqlite3';
import { ACCOUNTS } from './accounts';

/** The hash the server keeps of a link's secret (apps/server/src/modules/accounts/account-links.ts hashSecret). */
const hashSecret = (secret: { token: string } | { code: string }) =>
  crypto
    .createHash('sha256')
    .update('token' in secret ? `token:${secret.token}` : `code:${secret.code}`)
    .digest('hex');

/**
 * A parent of the Martin family invited but not activated yet, written straight into the running
 * server's SQLite file (the office's invitation screens are another journey's).
 */
export function addInvitedParent(
  databaseFile: string,
  firstName = 'Julie',
  options: { hasEmail: boolean } = { hasEmail: true },
): { id: number; email: string } {
  const db = new SQLite(databaseFile);
  try {
    // Without e-mail, the placeholder a printed letter's account has until its owner gives an address.
    const email = `${options.hasEmail ? 'invited' : 'pending'}-${crypto.randomBytes(8).toString('hex')}@${options.hasEmail ? 'example.com' : 'carnet.invalid'}`;
    const now = new Date().toISOString();
    const row = db
      .prepare(
        `insert into users (email, password_hash, roles, first_name, last_name, family_id, created_at, invited_at)
         select ?, '!', 'ROLE_PARENT', ?, 'Martin', family_id, ?, ? from users where email = ?`,
      )
      .run(email, firstName, now, now, ACCOUNTS.parent.email);
    return { id: Number(row.lastInsertRowid), email };
  } finally {
    db.close();
  }
}

/**
 * A one-time link (or, for a letter, a code as printed) for the account with this sign-in name, as
 * the server issues them; `isExpired` makes one that expired a minute ago.
 */
export function issueLink(databaseFile: string, email: string, purpose: 'invitation' | 'letter' | 'reset', isExpired = false): string {
  const db = new SQLite(databaseFile);
  try {
    const secret: { token: string } | { code: string } =
      purpose === 'letter'
        ? { code: Array.from(crypto.randomBytes(12), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32]).join('') }
        : { token: crypto.randomBytes(32).toString('base64url') };
    const now = Date.now();
    const user = db.prepare('select id from users where email = ?').get(email) as { id: number } | undefined;
    if (!user) throw new Error(`no account ${email}`);
    db.prepare(
      `insert into account_links (user_id, purpose, secret_hash, created_at, expires_at, used_at) values (?, ?, ?, ?, ?, null)`,
    ).run(
      user.id,
      purpose,
      hashSecret(secret),
      new Date(now - (isExpired ? 2 * 86400_000 : 0)).toISOString(),
      new Date(now + (isExpired ? -60_000 : 3600_000)).toISOString(),
    );
    return 'token' in secret ? secret.token : secret.code.replace(/(.{4})(?=.)/g, '$1-');
  } finally {
    db.close();
  }
}
