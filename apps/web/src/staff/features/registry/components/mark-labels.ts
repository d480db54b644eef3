import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TRollCallMark } from '@carnet/contract';

/** Each mark as the register's buttons and the saved register read it. */
export const MARK_LABELS: Record<TRollCallMark, MessageDescriptor> = {
  present: msg`Present`,
  absent: msg`Absent`,
  late: msg`Late`,
};
