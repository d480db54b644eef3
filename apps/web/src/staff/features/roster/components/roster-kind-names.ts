import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TRosterKind } from '@carnet/contract';

/** What each line of a report counts, as the office calls it. */
export const ROSTER_KIND_NAMES: Record<TRosterKind, MessageDescriptor> = {
  terms: msg`Terms`,
  yearGroups: msg`Year groups`,
  classes: msg`Classes`,
  teachingGroups: msg`Teaching groups`,
  teachers: msg`Teachers`,
  families: msg`Families`,
  pupils: msg`Pupils`,
  guardians: msg`Guardians`,
  enrollments: msg`Enrollments`,
  accounts: msg`Accounts`,
};
