import { addDays, mondayOf, type THomeworkItem } from '@carnet/contract';

export type HomeworkSectionId = 'tomorrow' | 'week' | 'later' | 'past';
export const SECTION_ORDER: readonly HomeworkSectionId[] = ['tomorrow', 'week', 'later', 'past'];

/**
 * Where a homework goes on the page: due on the next school day (the server's, which skips weekends
 * and holidays), this week (up to the Sunday of that school day's week, today included), later, or past.
 */
export function sectionOf(dueDate: string, today: string, nextSchoolDay: string): HomeworkSectionId {
  if (dueDate < today) return 'past';
  if (dueDate === nextSchoolDay) return 'tomorrow';
  if (dueDate <= addDays(mondayOf(nextSchoolDay), 6)) return 'week';
  return 'later';
}

const dueOrder = (item: THomeworkItem) => `${item.dueDate} ${item.dueStartHour ?? '99:99'}`;

/** The homework sorted into its sections: soonest first, and the past most recent first. */
export function sortIntoSections(
  items: readonly THomeworkItem[],
  today: string,
  nextSchoolDay: string,
): Record<HomeworkSectionId, THomeworkItem[]> {
  const sections: Record<HomeworkSectionId, THomeworkItem[]> = { tomorrow: [], week: [], later: [], past: [] };
  const sorted = [...items].sort((a, b) => dueOrder(a).localeCompare(dueOrder(b)));
  for (const item of sorted) sections[sectionOf(item.dueDate, today, nextSchoolDay)].push(item);
  sections.past.reverse();
  return sections;
}
