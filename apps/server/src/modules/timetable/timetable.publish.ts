import { inTransaction } from '../../lib/transaction';
import type { Db } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import { notifyChildFollowers } from '../notifications/notify';

export type TimetableChange = { lessonId: number; date?: string; startHour?: string; endHour?: string; hallName?: string };

const describeChange = (subject: string, date: string, change: TimetableChange) => {
  const parts = [
    change.date ? `moved to ${change.date}` : null,
    change.startHour ? `now starts at ${change.startHour}` : null,
    change.endHour ? `now ends at ${change.endHour}` : null,
    change.hallName ? `now in hall ${change.hallName}` : null,
  ].filter(Boolean);
  return `Timetable change: ${subject} on ${date} ${parts.join(', ') || 'updated'}`;
};

/**
 * Changes one lesson and tells every family whose child takes its subject, in one transaction.
 * The notification points at the lesson (subjectId) and at each child (link).
 */
export async function publishTimetableChange(db: Db, change: TimetableChange): Promise<void> {
  const publish = async (trx: Db) => {
    const lesson = await trx
      .selectFrom('lessons')
      .innerJoin('subjects', 'subjects.id', 'lessons.subject_id')
      .select(['lessons.id', 'lessons.date', 'lessons.subject_id', 'subjects.name'])
      .where('lessons.id', '=', change.lessonId)
      .executeTakeFirst();
    if (!lesson) throw notFound('Lesson');
    if ([change.date, change.startHour, change.endHour, change.hallName].some((value) => value !== undefined)) {
      await trx
        .updateTable('lessons')
        .set({ date: change.date, start_hour: change.startHour, end_hour: change.endHour, hall_name: change.hallName })
        .where('id', '=', lesson.id)
        .execute();
    }
    const pupils = await trx
      .selectFrom('child_subjects')
      .select('child_id')
      .where('subject_id', '=', lesson.subject_id)
      .orderBy('child_id')
      .execute();
    const content = describeChange(lesson.name, lesson.date, change);
    for (const { child_id } of pupils) {
      await notifyChildFollowers(trx, child_id, { subject: 'timetable', subjectId: lesson.id, content });
    }
  };
  await inTransaction(db, publish);
}
