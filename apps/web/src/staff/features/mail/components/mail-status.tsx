import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { TMailRow } from '@carnet/contract';
import { cn } from '../../../../lib/cn';

type Status = TMailRow['status'];

/** The states as the office reads them: the jobs table's words are not theirs. */
export const MAIL_STATUS_NAMES: Record<Status, MessageDescriptor> = {
  pending: msg`Waiting`,
  running: msg`Sending`,
  done: msg`Sent`,
  failed: msg`Failed`,
};

const STATUS_CLASS: Record<Status, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  running: 'bg-sky-50 text-sky-800 ring-sky-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-rose-50 text-rose-800 ring-rose-200',
};

/** A message's state as a small label; the words carry the meaning, the colour only helps. */
export function MailStatusBadge({ status }: { status: Status }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1', STATUS_CLASS[status])}
    >
      {i18n._(MAIL_STATUS_NAMES[status])}
    </span>
  );
}
