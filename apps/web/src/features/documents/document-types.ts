import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The document types the school sends, in the reader's language. A type is the school's data, not a
 * text of ours: a type not listed here shows as the school wrote it.
 */
const KNOWN_TYPES = new Map<string, MessageDescriptor>([
  ['invoice', msg`Invoice`],
  ['letter', msg`Letter`],
  ['school-certificate', msg`School certificate`],
  ['certificate', msg`Certificate`],
]);

/** 'School certificate', ' school  Certificate' -> 'school-certificate': the same type however it is spaced or capitalised. */
const typeKey = (type: string) => type.trim().toLowerCase().replace(/\s+/g, '-');

/** A document type as the reader reads it: the known ones translated, any other as it is. */
export function documentTypeLabel(type: string, i18n: I18n): string {
  const known = KNOWN_TYPES.get(typeKey(type));
  return known ? i18n._(known) : type;
}
