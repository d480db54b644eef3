import { Trans } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import { formatLongDate } from '../../../lib/dates';

/** The answer-by date the office gave, on the card and above the form: 'To answer by 05 March 2027'. */
export function FormDeadline({ deadline }: { deadline: string | null }) {
  if (!deadline) return null;
  const date = formatLongDate(deadline);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      <Trans>To answer by {date}</Trans>
    </span>
  );
}
