import { addDays, schoolWeekStart } from '@carnet/contract';
import type { Db } from '../db/connect';
import { createLessons, type LessonInput } from '../modules/timetable/timetable.repository';
import { publishTimetableChange } from '../modules/timetable/timetable.publish';
import type { DemoSchool } from './people';

/** Hour-long lessons from 08:00 to 16:00 with a lunch break at noon; Wednesday afternoons are free. */
const PERIODS = [
  ['08:00', '09:00'],
  ['09:00', '10:00'],
  ['10:00', '11:00'],
  ['11:00', '12:00'],
  ['13:00', '14:00'],
  ['14:00', '15:00'],
  ['15:00', '16:00'],
] as const;
const MORNING_PERIODS = 4;
const WEDNESDAY = 2;

/** Halls in the order of each class's subjects (people.ts): 6A ends with Sciences and PE, 3B with Physics. */
const CLASSES = [
  { title: '6A', halls: ['B12', 'A03', 'A07', 'B05', 'Lab 1', 'Gym'], subjectsOf: (s: DemoSchool) => s.subjects.class6A },
  { title: '3B', halls: ['B14', 'A04', 'A08', 'B06', 'Lab 2'], subjectsOf: (s: DemoSchool) => s.subjects.class3B },
] as const;

function weekOfLessons(monday: string, classTitle: string, subjectIds: number[], halls: readonly string[]): LessonInput[] {
  return Array.from({ length: 5 }, (_, day) => day).flatMap((day) =>
    PERIODS.slice(0, day === WEDNESDAY ? MORNING_PERIODS : PERIODS.length).map(([startHour, endHour], period) => {
      // A fixed weekly rotation, so the same weekday looks the same every week.
      const subject = (day * 3 + period) % subjectIds.length;
      return { subjectId: subjectIds[subject]!, date: addDays(monday, day), startHour, endHour, hallName: halls[subject]!, classTitle };
    }),
  );
}

/**
 * Lessons for 6A and 3B on every work day of the weeks from two weeks before to four weeks after
 * today, and one published change (next Tuesday's first 6A lesson moves hall) that Léa's family
 * (and Noah's, same class) have not seen yet.
 */
export async function seedTimetable(db: Db, school: DemoSchool, today: string): Promise<void> {
  for (let weekOffset = -2; weekOffset <= 4; weekOffset += 1) {
    for (const group of CLASSES) {
      await createLessons(db, weekOfLessons(schoolWeekStart(today, weekOffset), group.title, group.subjectsOf(school), group.halls));
    }
  }
  const changed = await db
    .selectFrom('lessons')
    .select('id')
    .where('class_title', '=', '6A')
    .where('date', '=', addDays(schoolWeekStart(today, 1), 1))
    .where('start_hour', '=', '08:00')
    .executeTakeFirstOrThrow();
  await publishTimetableChange(db, { lessonId: changed.id, hallName: 'C21' });
}
