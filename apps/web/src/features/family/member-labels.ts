import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CIVILITIES, FAMILY_TIES, FINANCIAL_SOURCES } from '@carnet/contract';

/** The family form's fixed choices: the stored value stays the English one, the reader sees a label in the page's language. */
export const CIVILITY_LABELS: Record<(typeof CIVILITIES)[number], MessageDescriptor> = { Mr: msg`Mr`, Mrs: msg`Mrs` };
export const FAMILY_TIE_LABELS: Record<(typeof FAMILY_TIES)[number], MessageDescriptor> = {
  Father: msg`Father`,
  Mother: msg`Mother`,
  Other: msg`Other`,
};
export const FINANCIAL_SOURCE_LABELS: Record<(typeof FINANCIAL_SOURCES)[number], MessageDescriptor> = {
  Individual: msg`Individual`,
  Enterprise: msg`Enterprise`,
};

/** A stored value's label when it is one of the choices, else the value as stored (an older civility, 'Dr'). */
export function choiceLabel(labels: Readonly<Record<string, MessageDescriptor>>, value: string): string {
  const label = Object.hasOwn(labels, value) ? labels[value] : undefined;
  return label ? i18n._(label) : value;
}

/** The options of a radio group: each stored value with its label. */
export function choiceOptions(labels: Readonly<Record<string, MessageDescriptor>>): { value: string; label: string }[] {
  return Object.keys(labels).map((value) => ({ value, label: choiceLabel(labels, value) }));
}
