import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TAssessmentKind, TCommonCoreDomain, TCompetencyLevel, TMarkCode } from '@carnet/contract';

/** What a pupil has instead of a mark, as the grid's select offers it. */
export const MARK_CODE_LABELS: Record<TMarkCode, MessageDescriptor> = {
  absent: msg({ message: 'Absent', context: 'mark code' }),
  exempt: msg({ message: 'Exempt', context: 'mark code' }),
  notMarked: msg({ message: 'Not marked', context: 'mark code' }),
};

/** The four levels of mastery of the common core, in the words of the French livret scolaire. */
export const LEVEL_LABELS: Record<TCompetencyLevel, MessageDescriptor> = {
  1: msg`Insufficient mastery`,
  2: msg`Fragile mastery`,
  3: msg`Satisfactory mastery`,
  4: msg`Very good mastery`,
};

export const KIND_LABELS: Record<TAssessmentKind, MessageDescriptor> = {
  mark: msg`Mark`,
  competencies: msg`Competencies`,
};

/** The domains of the common core (socle commun, 2015), as the official texts name them. */
export const DOMAIN_LABELS: Record<TCommonCoreDomain, MessageDescriptor> = {
  'D1.1': msg`D1.1 French, spoken and written`,
  'D1.2': msg`D1.2 Foreign and regional languages`,
  'D1.3': msg`D1.3 The languages of mathematics, science and computing`,
  'D1.4': msg`D1.4 The languages of the arts and the body`,
  D2: msg`D2 Methods and tools for learning`,
  D3: msg`D3 The education of the person and the citizen`,
  D4: msg`D4 Natural and technical systems`,
  D5: msg`D5 Representations of the world and human activity`,
};
