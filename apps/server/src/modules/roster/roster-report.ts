import { ROSTER_KINDS, type TLanguage, type TRosterKind, type TRosterKindCounts, type TRosterProblem } from '@carnet/contract';
import { translate } from '../../i18n/translate';
import { KIND_ORDER } from './roster-plan';
import type { RosterProblem } from './roster-problems';
import type { Counts, DesiredKind } from './roster-model';

const REPORTED_AS: Record<DesiredKind, TRosterKind> = {
  term: 'terms',
  yearGroup: 'yearGroups',
  class: 'classes',
  teachingGroup: 'teachingGroups',
  teacher: 'teachers',
  family: 'families',
  pupil: 'pupils',
  guardian: 'guardians',
  enrollment: 'enrollments',
  account: 'accounts',
};

/** One line per kind, in the contract's order. */
export function countsReport(counts: Record<DesiredKind, Counts>): TRosterKindCounts[] {
  const byReported = new Map(KIND_ORDER.map((kind) => [REPORTED_AS[kind], counts[kind]]));
  return ROSTER_KINDS.map((kind) => ({ kind, ...(byReported.get(kind) ?? { created: 0, updated: 0, deactivated: 0, unchanged: 0 }) }));
}

/** The problems in the reader's language, in file order then line order. */
export function problemsReport(problems: readonly RosterProblem[], language: TLanguage): TRosterProblem[] {
  return [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
    .map((p) => ({ file: p.file, line: p.line, column: p.column, message: translate(p.key, language, p.params) }));
}
