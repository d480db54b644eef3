import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONCERN_TYPES, type TNewConcern, type TNewConductEntry } from '@carnet/contract';

export const KIND_LABELS: Record<TNewConductEntry['kind'], MessageDescriptor> = {
  reward: msg`Reward`,
  sanction: msg`Sanction`,
};

/** The concern types as stored (and read by families in English); staff read them in their language. */
export const CONCERN_TYPE_LABELS: Record<TNewConcern['type'], MessageDescriptor> = {
  Behaviour: msg`Behaviour`,
  Attendance: msg`Attendance`,
  Wellbeing: msg`Wellbeing`,
  Learning: msg`Learning`,
  Other: msg`Other`,
};

const isConcernType = (type: string): type is TNewConcern['type'] => (CONCERN_TYPES as readonly string[]).includes(type);

/** A concern's type in the page's language; a type written before the list was fixed is shown as written. */
export const concernTypeLabel = (type: string): string => (isConcernType(type) ? i18n._(CONCERN_TYPE_LABELS[type]) : type);
