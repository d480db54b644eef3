import type { TLanguage } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromDbBool } from '../../db/values';
import { wordNotice } from '../../i18n/notices';

/** The family's accounts: its parents' (family_id) and its pupils' own (child_id). */
export async function familyAccountIds(db: Db, familyId: number, childIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('family_id', '=', familyId), ...(childIds.length > 0 ? [eb('child_id', 'in', childIds)] : [])]))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** family.json: the family's own record and its contacts, every field the office keeps. */
export async function gatherFamily(db: Db, familyId: number) {
  const family = await db
    .selectFrom('families')
    .select(['id', 'name', 'financial_source', 'financial_observation'])
    .where('id', '=', familyId)
    .executeTakeFirstOrThrow();
  const members = await db.selectFrom('family_members').selectAll().where('family_id', '=', familyId).orderBy('id').execute();
  return {
    family,
    members: members.map((m) => ({ ...m, contactable: fromDbBool(m.contactable), speaks_english: fromDbBool(m.speaks_english) })),
  };
}

/**
 * accounts.json: each account without its password hash; its one-time links without their secret;
 * its calendar feed and push devices only as "exists" (their secrets and endpoints open the account's data).
 */
export async function gatherAccounts(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return { accounts: [] };
  const users = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'roles',
      'first_name',
      'last_name',
      'child_id',
      'family_member_id',
      'language',
      'created_at',
      'invited_at',
      'activated_at',
      'deactivated_at',
      'tokens_valid_after',
    ])
    .where('id', 'in', accountIds)
    .orderBy('id')
    .execute();
  const links = await db
    .selectFrom('account_links')
    .select(['user_id', 'purpose', 'created_at', 'expires_at', 'used_at'])
    .where('user_id', 'in', accountIds)
    .orderBy('id')
    .execute();
  const feeds = await db.selectFrom('calendar_feeds').select(['user_id', 'created_at']).where('user_id', 'in', accountIds).execute();
  const devices = await db
    .selectFrom('push_subscriptions')
    .select(['user_id', 'endpoint', 'created_at', 'last_success_at'])
    .where('user_id', 'in', accountIds)
    .orderBy('id')
    .execute();
  const preferences = await db
    .selectFrom('notification_preferences')
    .select(['user_id', 'kind', 'channel', 'updated_at'])
    .where('user_id', 'in', accountIds)
    .orderBy('kind')
    .execute();
  return {
    accounts: users.map(({ tokens_valid_after, ...u }) => {
      const feed = feeds.find((f) => f.user_id === u.id);
      return {
        ...u,
        roles: u.roles.split(',').filter(Boolean),
        // The instant "sign out everywhere" (or a password change) cut older sessions.
        sessions_valid_after: tokens_valid_after,
        one_time_links: links.filter((l) => l.user_id === u.id).map(({ user_id: _, ...l }) => l),
        calendar_feed: feed ? { exists: true, created_at: feed.created_at } : { exists: false },
        // Only the push service's host (which browser vendor delivers), never the endpoint that reaches the device.
        push_devices: devices
          .filter((d) => d.user_id === u.id)
          .map((d) => ({ push_service: hostOf(d.endpoint), created_at: d.created_at, last_success_at: d.last_success_at })),
        notification_preferences: preferences.filter((p) => p.user_id === u.id).map(({ user_id: _, ...p }) => p),
      };
    }),
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/**
 * notifications.json: every notice the family's accounts received, seen or not, and when it was
 * e-mailed; its words in the export's language, as the bell says them (decision 095).
 */
export async function gatherNotifications(db: Db, accountIds: number[], language: TLanguage) {
  if (accountIds.length === 0) return [];
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'subject', 'subject_id', 'kind', 'params', 'link', 'created_at', 'seen', 'emailed_at'])
    .where('user_id', 'in', accountIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(({ kind, params, ...n }) => ({ ...n, content: wordNotice(kind, params, language), seen: fromDbBool(n.seen) }));
}

/**
 * emails.json: the messages Carnet queued to the family's accounts: to whom, the subject, when and
 * whether it went. Not the body: it may carry a one-time activation or reset link.
 */
export async function gatherEmails(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('jobs')
    .select(['id', 'user_id', 'kind', 'summary_to as to', 'summary_subject as subject', 'status', 'created_at', 'done_at'])
    .where('user_id', 'in', accountIds)
    .orderBy('id')
    .execute();
}
