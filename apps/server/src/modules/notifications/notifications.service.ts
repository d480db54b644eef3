import { NOTIFICATION_LIST_LIMIT, isNotificationSubject, type TLanguage, type TNotification, type TPageQuery } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { compiledQuery } from '../../db/compiled-query';
import { fromDbBool } from '../../db/values';
import { wordNotice } from '../../i18n/notices';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { type KeysetPage, toKeysetPage } from '../../lib/keyset-page';

const COLUMNS = ['id', 'subject', 'subject_id', 'kind', 'params', 'created_at', 'seen', 'link'] as const;

/** Both reads walk the index on (user_id, created_at, id) from its newest end: no sort, no older row read. */
const newestNotifications = compiledQuery((db, userId: number, limit: number) =>
  db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit),
);

const notificationsBefore = compiledQuery((db, userId: number, createdAt: string, id: number, limit: number) =>
  db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(createdAt, id)))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit),
);

type NotificationRow = Awaited<ReturnType<typeof newestNotifications>>[number];

// Subjects are written by typed publish services; a row with another one would break the answer's schema.
const toNotification = (row: NotificationRow, language: TLanguage): TNotification[] =>
  isNotificationSubject(row.subject)
    ? [
        {
          id: row.id,
          subject: row.subject,
          subjectId: row.subject_id,
          content: wordNotice(row.kind, row.params, language),
          createdAt: row.created_at,
          seen: fromDbBool(row.seen),
          link: row.link,
        },
      ]
    : [];

/**
 * A page of the caller's notifications, newest first: the newest ones, or those older than `before`,
 * worded in `language` (the reader's, decision 095).
 */
export async function listNotificationPage(
  db: Db,
  actor: Actor,
  language: TLanguage,
  query: TPageQuery = {},
): Promise<KeysetPage<TNotification>> {
  const limit = query.limit ?? NOTIFICATION_LIST_LIMIT;
  const rows = query.before
    ? await notificationsBefore(db, actor.userId, query.before.key, query.before.id, limit + 1)
    : await newestNotifications(db, actor.userId, limit + 1);
  return toKeysetPage(
    rows,
    limit,
    (row) => ({ key: row.created_at, id: row.id }),
    (row) => toNotification(row, language),
  );
}

/** The caller's newest notifications, at most NOTIFICATION_LIST_LIMIT of them. */
export async function listNotifications(db: Db, actor: Actor, language: TLanguage): Promise<TNotification[]> {
  return (await listNotificationPage(db, actor, language)).items;
}

/** Marks one of the caller's notifications as seen; anyone else's id answers 404 and stays untouched. */
export async function readNotification(db: Db, actor: Actor, notificationId: number): Promise<void> {
  const result = await db
    .updateTable('notifications')
    .set({ seen: 1 })
    .where('id', '=', notificationId)
    .where('user_id', '=', actor.userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Notification');
}

/** Marks every unseen notification of the caller as seen; answers how many changed. */
export async function readAllNotifications(db: Db, actor: Actor): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ seen: 1 })
    .where('user_id', '=', actor.userId)
    .where('seen', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
