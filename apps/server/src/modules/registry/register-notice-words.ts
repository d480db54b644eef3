import { isAbsence, isLateness } from '@carnet/contract';
import type { Notice } from '../../i18n/notices';
import { registryNotice } from './registry.publish';

/** The mark a family was told of when it was told nothing, or the register says the pupil was there. */
export const PRESENT = 'present';

/**
 * What the parents and the student read when a register's mark differs from what they were last told
 * (decision 096), as notices worded when read (decision 095): a first notice ('Léa was absent on …';
 * the student: 'You were absent on …') or a correction after one went ('Léa was marked present in the
 * end on …'). Null when there is nothing to say.
 */
export function registerNoticeWords(
  firstName: string,
  told: string,
  statut: string,
  date: string,
): { parents: Notice; student: Notice } | null {
  const day = { date };
  if (told === PRESENT) {
    const parents = registryNotice(firstName, statut, date);
    if (parents === null) return null;
    const student: Notice = isAbsence(statut)
      ? { kind: 'registry.absentYou', params: { day } }
      : { kind: 'registry.lateYou', params: { day, statut } };
    return { parents, student };
  }
  if (isAbsence(statut)) {
    return {
      parents: { kind: 'registry.correctedAbsent', params: { firstName, day } },
      student: { kind: 'registry.correctedAbsentYou', params: { day } },
    };
  }
  if (isLateness(statut)) {
    return {
      parents: { kind: 'registry.correctedLate', params: { firstName, day, statut } },
      student: { kind: 'registry.correctedLateYou', params: { day, statut } },
    };
  }
  return {
    parents: { kind: 'registry.correctedPresent', params: { firstName, day } },
    student: { kind: 'registry.correctedPresentYou', params: { day } },
  };
}
