import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TTermReportState } from '@carnet/contract';

/** A term's reports' state as the office reads it (decision 114). */
export const TERM_REPORT_STATE_LABELS: Record<TTermReportState, MessageDescriptor> = {
  notOpened: msg`Not opened`,
  open: msg`Open`,
  publishing: msg({ message: 'Publishing', context: "a term's reports being made" }),
  published: msg({ message: 'Published', context: "a term's reports" }),
};
