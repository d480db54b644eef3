import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FORM_TYPES } from '@carnet/contract';

/** The form types the office chooses from (stored in English, the contract's FORM_TYPES), in the reader's language. */
const LABELS: Record<(typeof FORM_TYPES)[number], MessageDescriptor> = {
  Authorization: msg`Authorization`,
  Survey: msg`Survey`,
  Registration: msg`Registration`,
  Other: msg`Other`,
};

const isKnown = (type: string): type is (typeof FORM_TYPES)[number] => (FORM_TYPES as readonly string[]).includes(type);

/** A form's type as the reader reads it; a type written before the list was fixed shows as written. */
export const formTypeLabel = (type: string, i18n: I18n): string => (isKnown(type) ? i18n._(LABELS[type]) : type);
