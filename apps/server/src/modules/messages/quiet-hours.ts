import { addDays, todayIn, zonedInstant, zonedTimeOfDay } from '@carnet/contract';

export type QuietHours = {
  /** When quiet hours start in the evening and end the next morning, on the school's clocks ('HH:MM'). */
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  isSchoolDay: (date: string) => boolean;
};

/** A year of days off is more than any school has; past it the message goes rather than wait forever. */
const MAX_DAYS_AHEAD = 400;

/**
 * When a message written at `writtenAt` reaches its readers (decision 102): at once on a school day
 * between the end and the start of quiet hours; otherwise at the end of quiet hours on the next school
 * day (the same day when written before they end). Weekends and holidays are quiet all day. Nothing is
 * refused: the message waits.
 */
export function deliveryTime(writtenAt: Date, rules: QuietHours): Date {
  const instant = writtenAt.toISOString();
  const today = todayIn(rules.timeZone, writtenAt);
  const time = zonedTimeOfDay(instant, rules.timeZone);
  if (rules.isSchoolDay(today)) {
    if (time >= rules.quietEnd && time < rules.quietStart) return writtenAt;
    if (time < rules.quietEnd) return new Date(zonedInstant(today, rules.quietEnd, rules.timeZone));
  }
  let day = addDays(today, 1);
  for (let i = 0; i < MAX_DAYS_AHEAD && !rules.isSchoolDay(day); i++) day = addDays(day, 1);
  return new Date(zonedInstant(day, rules.quietEnd, rules.timeZone));
}
