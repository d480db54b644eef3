import { addDays, isoWeekday, todayIn, zonedInstant } from '@carnet/contract';
import { holidaysOf, schoolYearStartOf } from '../../apps/server/src/demo/school-calendar';

const SCHOOL_TIME_ZONE = 'Europe/Paris';

/** Whether the demo school has lessons on `date` (a weekday outside its holidays). */
function isDemoSchoolDay(date: string): boolean {
  if (isoWeekday(date) >= 6) return false;
  const y = schoolYearStartOf(date);
  return !holidaysOf(y).some((holiday) => date > holiday.lastDay && date < holiday.resume);
}

/**
 * The next Tuesday after today that the demo school works, followed by a school day: a journey that
 * starts the server's clock there (CLOCK_START) sees a school day, whatever the day it runs.
 */
export function nextSchoolTuesday(today = todayIn(SCHOOL_TIME_ZONE)): { tuesday: string; wednesday: string } {
  let date = addDays(today, 1);
  while (!(isoWeekday(date) === 2 && isDemoSchoolDay(date) && isDemoSchoolDay(addDays(date, 1)))) date = addDays(date, 1);
  return { tuesday: date, wednesday: addDays(date, 1) };
}

/** An instant at the school's wall-clock time of a day, for CLOCK_START. */
export const schoolInstant = (date: string, time: string) => zonedInstant(date, time, SCHOOL_TIME_ZONE);
