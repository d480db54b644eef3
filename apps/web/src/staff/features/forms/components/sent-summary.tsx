import { Plural, Trans } from '@lingui/react/macro';
import { History } from 'lucide-react';
import type { TFormAnswers } from '@carnet/contract';
import { formatLongDate } from '../../../../lib/dates';
import { schoolTimeZone } from '../../../../lib/env';
import { sendDaysOf, type SendDay } from '../send-history';

/** One send day: '26 November 2026: 24 pupils (3A, 3B)'; requests from before their day was kept say 'Earlier'. */
function SendDayLine({ line }: { line: SendDay }) {
  const classes = line.classes.join(', ');
  if (line.day === null) {
    return (
      <Trans>
        Earlier: <Plural value={line.pupils} one="# pupil" other="# pupils" /> ({classes})
      </Trans>
    );
  }
  const date = formatLongDate(line.day);
  return (
    <Trans>
      {date}: <Plural value={line.pupils} one="# pupil" other="# pupils" /> ({classes})
    </Trans>
  );
}

/**
 * Once the form went out, the send section says to whom and when before offering to send again, so
 * nobody sends it twice believing it was never sent.
 */
export function SentSummary({ pupils }: { pupils: TFormAnswers['pupils'] }) {
  if (pupils.length === 0) return null;
  const total = pupils.length;
  return (
    <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4 text-sm text-slate-800">
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <div className="grid gap-1.5">
        <p className="font-semibold text-slate-900">
          <Plural value={total} one="Already sent to # pupil" other="Already sent to # pupils" />
        </p>
        <ul className="grid gap-0.5 tabular-nums">
          {sendDaysOf(pupils, schoolTimeZone()).map((line) => (
            <li key={line.day ?? 'earlier'}>
              <SendDayLine line={line} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
