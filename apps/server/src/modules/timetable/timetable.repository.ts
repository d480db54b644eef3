import type { Db } from '../../db/connect';

export type LessonInput = { subjectId: number; date: string; startHour: string; endHour: string; hallName: string; classTitle: string };

const toRow = (lesson: LessonInput) => ({
  subject_id: lesson.subjectId,
  date: lesson.date,
  start_hour: lesson.startHour,
  end_hour: lesson.endHour,
  hall_name: lesson.hallName,
  class_title: lesson.classTitle,
});

/** Many lessons in one statement (a week of a class), for the seed. */
export async function createLessons(db: Db, lessons: LessonInput[]): Promise<void> {
  if (lessons.length === 0) return;
  await db.insertInto('lessons').values(lessons.map(toRow)).execute();
}
