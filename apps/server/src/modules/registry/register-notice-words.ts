import { isAbsence, isLateness } from '@carnet/contract';
import { registryNotice } from './registry.publish';

/** The mark a family was told of when it was told nothing, or the register says the pupil was there. */
export const PRESENT = 'present';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'absent', 'late' or 'present', as a correction words it. */
function markWord(statut: string): string {
  if (isAbsence(statut)) return 'absent';
  return isLateness(statut) ? 'late' : PRESENT;
}

/**
 * What the parents and the student read when a register's mark differs from what they were last told
 * (decision 096): a first notice ('Léa was absent on …'; the student: 'You were absent on …') or a
 * correction after one went ('Léa was marked present in the end on …'). Null when there is nothing to say.
 */
export function registerNoticeWords(
  firstName: string,
  told: string,
  statut: string,
  date: string,
): { parents: string; student: string } | null {
  const day = dayFormat.format(new Date(date));
  const late = isLateness(statut) ? ` (${statut})` : '';
  if (told === PRESENT) {
    const parents = registryNotice(firstName, statut, date);
    if (parents === null) return null;
    return { parents, student: `You were ${markWord(statut)} on ${day}${late}` };
  }
  const correction = `marked ${markWord(statut)} in the end on ${day}${late}`;
  return { parents: `${firstName} was ${correction}`, student: `You were ${correction}` };
}
