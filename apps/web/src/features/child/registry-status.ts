import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ABSENT_STATUS } from '@carnet/contract';

/**
 * The registry's statuses the school always writes the same way, each with its label; any other
 * status is the school's own words ('arrives at 09:20', 'temporarily out'), shown as written.
 */
const KNOWN_STATUSES: Readonly<Record<string, MessageDescriptor>> = {
  [ABSENT_STATUS.toLowerCase()]: msg`Absent`,
  present: msg`Present`,
  'school event': msg`School event`,
  'early departure': msg`Early departure`,
};

/** 'late 10 min': the minutes are the only free part. */
const LATE_MINUTES = /^late (\d{1,3}) ?min$/i;

/** 'ABSENT' reads 'Absent' ('Absent' in French too), 'late 10 min' 'Late 10 min' ('Retard de 10 min'); other statuses keep their wording with a capital. */
export function registryStatusLabel(statut: string): string {
  const value = statut.trim();
  const known = KNOWN_STATUSES[value.toLowerCase()];
  if (known) return i18n._(known);
  const late = LATE_MINUTES.exec(value);
  if (late) {
    const minutes = Number(late[1]);
    return i18n._(msg`Late ${minutes} min`);
  }
  return value.charAt(0).toUpperCase() + value.slice(1);
}
