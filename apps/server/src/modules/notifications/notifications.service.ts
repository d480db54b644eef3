import { NOTIFICATION_LIST_LIMIT, isNotificationSubject, type TNotification } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { compiledQuery } from '../../db/compiled-query';
import { fromDbBool } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';

const latestNotifications = compiledQuery((db, userId: number) =>
  db
    .selectFrom('notifications')
    .select(['id', 'subject', 'subject_id', 'content', 'created_at', 'seen', 'link'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT),
);

/** The caller's notifications, newest first, at most NOTIFICATION_LIST_LIMIT of them. */
export async function listNotifications(db: Db, actor: Actor): Promise<TNotification[]> {
  const rows = await latestNotifications(db, actor.userId);
  // Subjects are written by typed publish services; a row with another one would break the answer's schema.
  return rows.flatMap((row) =>
    isNotificationSubject(row.subject)
      ? [
          {
            id: row.id,
            subject: row.subject,
            subjectId: row.subject_id,
            content: row.content,
            createdAt: row.created_at,
            seen: fromDbBool(row.seen),
            link: row.link,
          },
        ]
      : [],
  );
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
