import {
  DEFAULT_STAFF_CHANNELS,
  STAFF_NOTIFICATION_LIST_LIMIT,
  STAFF_NOTIFICATION_SUBJECTS,
  STAFF_SUBJECTS_OF_ROLE,
  type TLanguage,
  type TStaffNotificationList,
  type TStaffNotificationPreferences,
  type TStaffNotificationSubject,
  type TUpdateStaffNotificationPreferencesRequest,
  ZStaffNotificationSubject,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromDbBool } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { contentIn } from './notification-emails';

const STAFF_SUBJECTS = [...STAFF_NOTIFICATION_SUBJECTS];
const isStaffSubject = (value: string): value is TStaffNotificationSubject => ZStaffNotificationSubject.safeParse(value).success;

/** The caller's staff notifications, newest first, in the caller's language, and how many are unseen in all. */
export async function listStaffNotifications(db: Db, actor: Actor, language: TLanguage): Promise<TStaffNotificationList> {
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'subject', 'kind', 'params', 'created_at', 'seen', 'link'])
      .where('user_id', '=', actor.userId)
      .where('subject', 'in', STAFF_SUBJECTS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(STAFF_NOTIFICATION_LIST_LIMIT)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', actor.userId)
      .where('subject', 'in', STAFF_SUBJECTS)
      .where('seen', '=', 0)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.flatMap((r) =>
      isStaffSubject(r.subject)
        ? [
            {
              id: r.id,
              subject: r.subject,
              content: contentIn(r, language),
              createdAt: r.created_at,
              seen: fromDbBool(r.seen),
              link: r.link,
            },
          ]
        : [],
    ),
    unread: Number(unread.count),
  };
}

/** Marks one of the caller's notifications seen; anyone else's id answers 404 and stays untouched. */
export async function readStaffNotification(db: Db, actor: Actor, id: number): Promise<void> {
  const result = await db
    .updateTable('notifications')
    .set({ seen: 1 })
    .where('id', '=', id)
    .where('user_id', '=', actor.userId)
    .where('subject', 'in', STAFF_SUBJECTS)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Notification');
}

export async function readAllStaffNotifications(db: Db, actor: Actor): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ seen: 1 })
    .where('user_id', '=', actor.userId)
    .where('subject', 'in', STAFF_SUBJECTS)
    .where('seen', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The subjects the caller's roles hear of (a teacher none yet: messages and homework will add theirs). */
const subjectsOf = (actor: Actor): TStaffNotificationSubject[] =>
  STAFF_SUBJECTS.filter((subject) =>
    actor.roles.some((role) =>
      (STAFF_SUBJECTS_OF_ROLE[role as keyof typeof STAFF_SUBJECTS_OF_ROLE] as readonly string[] | undefined)?.includes(subject),
    ),
  );

export async function getStaffPreferences(db: Db, actor: Actor): Promise<TStaffNotificationPreferences> {
  const subjects = subjectsOf(actor);
  if (subjects.length === 0) return { preferences: [] };
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['kind', 'channel'])
    .where('user_id', '=', actor.userId)
    .where('kind', 'in', subjects)
    .execute();
  const chosen = new Map(rows.map((r) => [r.kind, r.channel]));
  return {
    preferences: subjects.map((subject) => {
      const channel = chosen.get(subject);
      return { subject, channel: channel === 'email' || channel === 'inApp' ? channel : DEFAULT_STAFF_CHANNELS[subject] };
    }),
  };
}

/** Saves the listed subjects (only those the caller's roles hear of: any other refuses the whole request). */
export async function updateStaffPreferences(
  db: Db,
  actor: Actor,
  input: TUpdateStaffNotificationPreferencesRequest,
  at: Date,
): Promise<TStaffNotificationPreferences> {
  const own = new Set(subjectsOf(actor));
  const foreign = input.preferences.find((p) => !own.has(p.subject));
  if (foreign) throw badRequest('notify.staff.notYours');
  const subjects = [...new Set(input.preferences.map((p) => p.subject))];
  const last = new Map(input.preferences.map((p) => [p.subject, p.channel]));
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('notification_preferences').where('user_id', '=', actor.userId).where('kind', 'in', subjects).execute();
    await trx
      .insertInto('notification_preferences')
      .values(
        subjects.map((subject) => ({ user_id: actor.userId, kind: subject, channel: last.get(subject)!, updated_at: at.toISOString() })),
      )
      .execute();
  });
  return getStaffPreferences(db, actor);
}
