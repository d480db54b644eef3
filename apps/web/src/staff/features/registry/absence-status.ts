import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ABSENT_STATUS } from '@carnet/contract';

/** 'late 10 min', as the roll call writes a late pupil's entry. */
const LATE = /^late (\d{1,3}) ?min$/i;

/** A registry status as the office reads it: 'Absent', 'Late, 10 min'; anything else as written. */
export function absenceStatusLabel(statut: string): string {
  if (statut === ABSENT_STATUS) return i18n._(msg`Absent`);
  const late = LATE.exec(statut.trim());
  if (!late) return statut;
  const minutes = Number(late[1]);
  return i18n._(msg`Late, ${minutes} min`);
}

export const isLateStatus = (statut: string) => LATE.test(statut.trim());
