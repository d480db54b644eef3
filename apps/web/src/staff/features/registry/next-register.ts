import type { TRollCallLesson } from '@carnet/contract';

/**
 * The register a teacher should take next: the earliest lesson of the day whose register is not taken
 * (one left behind this morning comes before the next lesson), or null when every register is taken.
 */
export function nextRegisterToTake(lessons: readonly TRollCallLesson[]): TRollCallLesson | null {
  const waiting = lessons.filter((lesson) => lesson.takenAt === null);
  return [...waiting].sort((a, b) => a.startHour.localeCompare(b.startHour) || a.id - b.id)[0] ?? null;
}
