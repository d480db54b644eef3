import type { TNotificationSubject } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { compiledQuery } from '../../db/compiled-query';

/** Marks the caller's unseen notifications about one item as seen (opening or downloading it). */
export async function markSeenFor(db: Db, userId: number, subject: TNotificationSubject, subjectId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ seen: 1 })
    .where('user_id', '=', userId)
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .where('seen', '=', 0)
    .execute();
}

/** The ids of items with an unseen notification for this user: drives `hasNotification`. */
const unseenOfSubject = compiledQuery((db, userId: number, subject: string) =>
  db.selectFrom('notifications').select('subject_id').where('user_id', '=', userId).where('subject', '=', subject).where('seen', '=', 0),
);

export async function unseenSubjectIds(db: Db, userId: number, subject: TNotificationSubject): Promise<Set<number>> {
  const rows = await unseenOfSubject(db, userId, subject);
  return new Set(rows.flatMap((r) => (r.subject_id === null ? [] : [r.subject_id])));
}

/** Marks every account's notifications about one item as seen: older demo content was already read. */
export async function markSeenByEveryone(db: Db, subject: string, subjectId: number): Promise<void> {
  await db.updateTable('notifications').set({ seen: 1 }).where('subject', '=', subject).where('subject_id', '=', subjectId).execute();
}
