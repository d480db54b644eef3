import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../src/db/connect';
import { hashPassword } from '../../src/lib/passwords';
import { TestClient } from '../helpers/test-client';
import type { TestContext } from '../helpers/build-test-app';

export const STRONG_PASSWORD = 'Tortue-Velo-Brioche-27';
export const OTHER_STRONG_PASSWORD = 'Heron-Lanterne-Sapin-58';

/** A parent account of its own for one test: a unique address, activated with a password unless `isInvited`. */
export async function createAccount(db: Db, options: { password?: string; isInvited?: boolean; email?: string } = {}) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const email = options.email ?? `parent-${suffix}@example.org`;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: options.password ? await hashPassword(options.password) : '!',
      roles: 'ROLE_PARENT',
      first_name: 'Camille',
      last_name: `Lefebvre${suffix}`,
      family_id: null,
      child_id: null,
      tokens_valid_after: null,
      created_at: now,
      language: null,
      teacher_id: null,
      deactivated_at: null,
      activated_at: options.isInvited ? null : now,
      invited_at: options.isInvited ? now : null,
      family_member_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

let nextAddress = 1;
/** A caller address of its own, so the per-address limits of one test do not reach the next. */
export const freshIp = () => `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** A public call from one address. */
export const publicPost = (t: TestContext, url: string, payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

export const signIn = (t: TestContext, email: string, password: string) => TestClient.logIn(t.app, email, password);

/** The token of a link in an e-mail's text. */
export function tokenIn(text: string): string {
  const match = /[?&]token=([A-Za-z0-9_-]{43})/.exec(text);
  expect(match, 'a link with a token in the e-mail').not.toBeNull();
  return match?.[1] ?? '';
}

export const userRow = (db: Db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
