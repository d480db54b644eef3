import { todayIn, type TFormAnswers } from '@carnet/contract';

/** The pupils asked on one school day (null: asked before the day was kept, migration 025), with their classes. */
export type SendDay = { day: string | null; pupils: number; classes: string[] };

/**
 * When the form went out and to whom, from its requests: one line per school day, the oldest first,
 * each class named once in the order of the list.
 */
export function sendDaysOf(pupils: TFormAnswers['pupils'], timeZone: string): SendDay[] {
  const days = new Map<string | null, SendDay>();
  for (const pupil of pupils) {
    const day = pupil.requestedAt === null ? null : todayIn(timeZone, new Date(pupil.requestedAt));
    const line = days.get(day) ?? { day, pupils: 0, classes: [] };
    line.pupils += 1;
    if (!line.classes.includes(pupil.className)) line.classes.push(pupil.className);
    days.set(day, line);
  }
  return [...days.values()].sort((a, b) => (a.day ?? '').localeCompare(b.day ?? ''));
}
