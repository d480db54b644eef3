import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { TERM_EVENT_TYPES, type TTermEvent, type TTermEventInput } from '@carnet/contract';

export type TermType = (typeof TERM_EVENT_TYPES)[number];
/** The type names as the families' term dates page shows them. */
export const TERM_TYPE_NAMES: Record<TermType, MessageDescriptor> = {
  Holidays: msg`Holidays`,
  Exams: msg`Exams`,
  'Parent meetings': msg`Parent meetings`,
  'School events': msg`School events`,
};
/*
 * The kinds of detail the families' page says in the reader's language (the same list as theirs); the
 * form offers them, and any other kind is shown as the school wrote it.
 */
export const KNOWN_DETAIL_KINDS: Record<string, MessageDescriptor> = {
  'No lessons': msg`No lessons`,
  Welcome: msg`Welcome`,
  Meeting: msg`Meeting`,
  'Individual interview': msg`Individual interview`,
  'Written tests': msg`Written tests`,
  'Written exam': msg`Written exam`,
  'National exam': msg`National exam`,
  'Open day': msg`Open day`,
  Sport: msg`Sport`,
  Concert: msg`Concert`,
};
export const detailKindDescriptor = (kind: string): MessageDescriptor | null =>
  Object.hasOwn(KNOWN_DETAIL_KINDS, kind) ? (KNOWN_DETAIL_KINDS[kind] ?? null) : null;

export const isTermType = (type: string): type is TermType => (TERM_EVENT_TYPES as readonly string[]).includes(type);

/** A detail as typed: the classes as one comma-separated text. */
export type DraftDetail = { type: string; classes: string; detail_en: string; detail_fr: string };
export type TermDateDraft = Omit<TTermEventInput, 'event_details' | 'type'> & { type: TermType; event_details: DraftDetail[] };

/** The school year a day belongs to: August to July, as the server counts it. */
export function schoolYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 8 ? year : year - 1;
  return `${start}-${start + 1}`;
}

export function toTermDateDraft(event: TTermEvent | null, today: string): TermDateDraft {
  if (!event)
    return { date: today, type: 'School events', school_year: schoolYearOf(today), title_en: '', title_fr: '', event_details: [] };
  return {
    date: event.date,
    type: isTermType(event.type) ? event.type : 'School events',
    school_year: event.school_year,
    title_en: event.title_en,
    title_fr: event.title_fr,
    event_details: event.event_details.map((d) => ({ ...d, classes: d.classes.join(', ') })),
  };
}

/** The fields left empty (by name, details as `event_details.0.detail_fr`): every text is required in both languages. */
export function emptyFields(draft: TermDateDraft): Set<string> {
  const empty = new Set<string>();
  for (const field of ['date', 'title_en', 'title_fr'] as const) if (draft[field].trim() === '') empty.add(field);
  draft.event_details.forEach((detail, index) => {
    for (const field of ['type', 'detail_en', 'detail_fr'] as const)
      if (detail[field].trim() === '') empty.add(`event_details.${index}.${field}`);
  });
  return empty;
}

export const toTermEventInput = (draft: TermDateDraft): TTermEventInput => ({
  date: draft.date,
  type: draft.type,
  school_year: schoolYearOf(draft.date),
  title_en: draft.title_en.trim(),
  title_fr: draft.title_fr.trim(),
  event_details: draft.event_details.map((d) => ({
    type: d.type.trim(),
    classes: d.classes
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    detail_en: d.detail_en.trim(),
    detail_fr: d.detail_fr.trim(),
  })),
});
