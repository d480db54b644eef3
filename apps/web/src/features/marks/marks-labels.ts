import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TCommonCoreDomain, TCompetencyLevel, TMarkCode } from '@carnet/contract';

/** A code said in words where the mark would be: it never counts, and is never shown as a number. */
export const CODE_LABELS: Record<TMarkCode, MessageDescriptor> = {
  absent: msg`Absent`,
  exempt: msg`Exempt`,
  // 'Not marked' in the roll call is attendance not taken (Non pointé): a context of its own here.
  notMarked: msg({ message: 'Not marked', context: 'mark code' }),
};

/** The four levels of the common core by their names: a level is read as words, never as a mark or a colour alone. */
export const LEVEL_LABELS: Record<TCompetencyLevel, MessageDescriptor> = {
  1: msg`Insufficient mastery`,
  2: msg`Fragile mastery`,
  3: msg`Satisfactory mastery`,
  4: msg`Very good mastery`,
};

/** The domains of the common core (socle commun, 2015), as the livret scolaire names them. */
export const DOMAIN_LABELS: Record<TCommonCoreDomain, MessageDescriptor> = {
  'D1.1': msg`Understanding and expressing oneself in French, spoken and written`,
  'D1.2': msg`Understanding and expressing oneself in a foreign or regional language`,
  'D1.3': msg`Understanding and expressing oneself in the languages of mathematics, science and computing`,
  'D1.4': msg`Understanding and expressing oneself in the languages of the arts and the body`,
  D2: msg`Methods and tools for learning`,
  D3: msg`The education of the person and the citizen`,
  D4: msg`Natural and technical systems`,
  D5: msg`Representations of the world and human activity`,
};
