import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONCERN_TYPES } from '@carnet/contract';

/** The concern types staff choose from (stored in English, the contract's CONCERN_TYPES), in the reader's language. */
const LABELS: Record<(typeof CONCERN_TYPES)[number], MessageDescriptor> = {
  Behaviour: msg`Behaviour`,
  Attendance: msg`Attendance`,
  Wellbeing: msg`Wellbeing`,
  Learning: msg`Learning`,
  Other: msg`Other`,
};

const isKnown = (type: string): type is (typeof CONCERN_TYPES)[number] => (CONCERN_TYPES as readonly string[]).includes(type);

/** A concern's type as the family reads it; a type written before the list was fixed shows as written. */
export const concernTypeLabel = (type: string, i18n: I18n): string => (isKnown(type) ? i18n._(LABELS[type]) : type);
