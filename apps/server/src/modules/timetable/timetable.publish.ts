import { inTransaction } from '../../lib/transaction';
import type { Db } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import { audiencePupils } from '../audience/audience';
import { childFollowers } from '../../lib/child-followers';
import type { Notice } from '../../i18n/notices';
import type { Message } from '../../i18n/translate';
import { notifyAccounts, notifyChildFollowers } from '../notifications/notify';

export type TimetableChange = { lessonId: number; date?: string; startHour?: string; endHour?: string; hallName?: string };

/** 'Timetable change: Maths on 03 March 2026 moved to …, now starts at …', each part worded for its reader. */
const describeChange = (subject: string, date: string, change: TimetableChange): Notice => {
  const parts: Message[] = [];
  if (change.date) parts.push({ key: 'noticePart.movedTo', params: { day: { date: change.date } } });
  if (change.startHour) parts.push({ key: 'noticePart.startsAt', params: { time: change.startHour } });
  if (change.endHour) parts.push({ key: 'noticePart.endsAt', params: { time: change.endHour } });
  if (change.hallName) parts.push({ key: 'noticePart.inHall', params: { hall: change.hallName } });
  const changes = { items: parts.length > 0 ? parts : [{ key: 'noticePart.updated' } as const] };
  return { kind: 'timetable.changed', params: { subject, day: { date }, changes } };
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
    const notice = describeChange(lesson.name, lesson.date, change);
    for (const { child_id } of pupils) {
      await notifyChildFollowers(trx, child_id, { subject: 'timetable', subjectId: lesson.id, ...notice });
    }
  };
  await inTransaction(db, publish);
}

/** The pupils who take a teaching group: a change to its lessons is news for their families. */
async function pupilsOf(db: Db, subjectId: number): Promise<number[]> {
  const rows = await db.selectFrom('child_subjects').select('child_id').where('subject_id', '=', subjectId).orderBy('child_id').execute();
  return rows.map((r) => r.child_id);
}

/**
 * Cancels lessons of one teaching group and tells each pupil's followers, as a change does, in the
 * caller's transaction. The unseen notifications about those lessons go with them (nothing to open).
 */
export async function publishLessonsCancelled(db: Db, input: { subjectId: number; lessonIds: number[]; notice: Notice }): Promise<void> {
  if (input.lessonIds.length === 0) return;
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('notifications')
      .where('subject', '=', 'timetable')
      .where('subject_id', 'in', input.lessonIds)
      .where('seen', '=', 0)
      .execute();
    await trx.deleteFrom('lessons').where('id', 'in', input.lessonIds).execute();
    for (const childId of await pupilsOf(trx, input.subjectId)) {
      await notifyChildFollowers(trx, childId, { subject: 'timetable', subjectId: null, ...input.notice });
    }
  });
}

export type LessonSeriesRow = {
  subjectId: number;
  weekday: number;
  startHour: string;
  endHour: string;
  hallName: string;
  pattern: string;
  classTitle: string;
  dates: string[];
};

/**
 * Writes a series and its lessons, and tells every account of the group's families (its pupils'
 * parents and the pupils' own accounts) once, in the caller's transaction: either every lesson and
 * every notification lands, or nothing does. The notification points at the series' first lesson.
 */
export async function publishLessonSeries(db: Db, series: LessonSeriesRow, notice: Notice): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id: seriesId } = await trx
      .insertInto('lesson_series')
      .values({
        subject_id: series.subjectId,
        weekday: series.weekday,
        start_hour: series.startHour,
        end_hour: series.endHour,
        hall_name: series.hallName,
        first_date: series.dates[0] ?? '',
        last_date: series.dates.at(-1) ?? '',
        pattern: series.pattern,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lessons = await trx
      .insertInto('lessons')
      .values(
        series.dates.map((date) => ({
          subject_id: series.subjectId,
          date,
          start_hour: series.startHour,
          end_hour: series.endHour,
          hall_name: series.hallName,
          class_title: series.classTitle,
          series_id: seriesId,
        })),
      )
      .returning('id')
      .execute();
    // Through the one audience resolver: the group's pupils (deactivated ones left out), then their accounts.
    const pupils = await audiencePupils(trx, { kind: 'teachingGroups', ids: [series.subjectId] });
    const accounts = await childFollowers(trx, pupils, { parentsOnly: false });
    await notifyAccounts(trx, accounts, { subject: 'timetable', subjectId: lessons[0]?.id ?? null, ...notice });
    return seriesId;
  });
}
