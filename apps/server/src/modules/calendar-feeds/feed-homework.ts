import { addDays, type TLanguage } from '@carnet/contract';
import type { ICalCalendar } from 'ical-generator';
import type { Db } from '../../db/connect';
import { translate } from '../../i18n/translate';
import { calendarDay } from '../../lib/ical/school-calendar';
import { markdownToPlainText } from '../../lib/markdown-plain';

/**
 * Homework and tests in the feed (decision 111): what is due for each child's teaching
 * groups from the feed's first day on, withdrawn homework never. One query, walking homework's
 * (subject_id, due_date) index from the children's groups.
 */
export async function loadFeedHomework(db: Db, childIds: number[], from: string) {
  if (childIds.length === 0) return [];
  return db
    .selectFrom('homework')
    .innerJoin('child_subjects', 'child_subjects.subject_id', 'homework.subject_id')
    .innerJoin('subjects', 'subjects.id', 'homework.subject_id')
    .select([
      'homework.id',
      'child_subjects.child_id',
      'homework.kind',
      'homework.text',
      'homework.due_date',
      'homework.minutes',
      'subjects.name as subject_name',
    ])
    .where('child_subjects.child_id', 'in', childIds)
    .where('homework.due_date', '>=', from)
    .where('homework.withdrawn_at', 'is', null)
    .orderBy('homework.due_date')
    .orderBy('homework.id')
    .orderBy('child_subjects.child_id')
    .execute();
}

export type FeedHomework = Awaited<ReturnType<typeof loadFeedHomework>>[number];

const KINDS = ['homework', 'test', 'bring'] as const;
const kindWord = (kind: string, l: TLanguage) => translate(`calendar.homework.kind.${KINDS.find((k) => k === kind) ?? 'homework'}`, l);

/**
 * Each homework as an all-day event on its due date: "Mathematics: test" in a student's feed,
 * "Léa, Mathematics: test" in the parents' (two children may share a group, so the UID names the child
 * too, and stays the same from one fetch to the next). The description is the text without its Markdown.
 */
export function addHomeworkEvents(
  calendar: ICalCalendar,
  items: FeedHomework[],
  ctx: { domain: string; language: TLanguage; stamp: Date; isParent: boolean; childName: Map<number, string> },
): void {
  const l = ctx.language;
  for (const item of items) {
    const params = { subject: item.subject_name, kind: kindWord(item.kind, l) };
    calendar.createEvent({
      id: `homework-${item.id}-${item.child_id}@${ctx.domain}`,
      stamp: ctx.stamp,
      allDay: true,
      start: calendarDay(item.due_date),
      end: calendarDay(addDays(item.due_date, 1)),
      summary: ctx.isParent
        ? translate('calendar.homework.summaryChild', l, { ...params, child: ctx.childName.get(item.child_id) ?? '' })
        : translate('calendar.homework.summary', l, params),
      description: markdownToPlainText(item.text),
    });
  }
}
