import { DEFAULT_SCHOOL_TIME_ZONE } from '../../src/config';
import { zonedInstant } from '@carnet/contract';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';

/**
 * The homework tests run on a clock of their own, set to a school day's 10:00 (Paris); the demo's lessons
 * are around the real today, so each test picks lessons from the database rather than writing dates out.
 */
export type HomeworkContext = { t: TestContext; setDay: (date: string, time?: string) => void; today: () => string };

export async function buildHomeworkApp(): Promise<HomeworkContext> {
  let clock = new Date(zonedInstant(schoolToday(), '10:00', DEFAULT_SCHOOL_TIME_ZONE));
  const t = await buildTestApp({ now: () => clock });
  return {
    t,
    setDay: (date, time = '10:00') => {
      clock = new Date(zonedInstant(date, time, DEFAULT_SCHOOL_TIME_ZONE));
    },
    today: () => schoolToday(clock),
  };
}

/** The lessons of a teaching group from a day on (included), in order. */
export async function lessonsOf(t: TestContext, groupId: number, from: string) {
  return t.db
    .selectFrom('lessons')
    .select(['id', 'date', 'start_hour'])
    .where('subject_id', '=', groupId)
    .where('date', '>=', from)
    .orderBy('date')
    .orderBy('start_hour')
    .execute();
}

/** Lessons of the group on different days, from a day on: the first lesson of each day. */
export async function lessonDays(t: TestContext, groupId: number, from: string) {
  const seen = new Set<string>();
  return (await lessonsOf(t, groupId, from)).filter((l) => (seen.has(l.date) ? false : (seen.add(l.date), true)));
}
