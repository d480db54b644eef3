import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The exit permissions schools record (as the demo and imports write them, in English), in the
 * family's language. Any other is the school's own wording and shows as written.
 */
const KNOWN = new Map<string, MessageDescriptor>([
  ['leaves-alone-after-the-last-lesson', msg`Leaves alone after the last lesson`],
  ['lunch-at-home', msg`Lunch at home`],
  ['picked-up-by-a-parent', msg`Picked up by a parent`],
]);

/** 'Lunch at home', ' lunch  At home' -> 'lunch-at-home': the same permission however it is spaced or capitalised. */
const typeKey = (type: string) => type.trim().toLowerCase().replace(/\s+/g, '-');

export function exitPermissionLabel(type: string, i18n: I18n): string {
  const known = KNOWN.get(typeKey(type));
  return known ? i18n._(known) : type;
}
