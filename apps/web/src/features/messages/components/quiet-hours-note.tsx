import { Plural, Trans } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import type { TFamilyMessagingSettings } from '@carnet/contract';
import { formatTimeOfDay } from '../../../lib/dates';

/** Told before writing: when the school answers, and that a message written in quiet hours waits for the morning. */
export function QuietHoursNote({ settings }: { settings: TFamilyMessagingSettings }) {
  const start = formatTimeOfDay(settings.quietStart);
  const end = formatTimeOfDay(settings.quietEnd);
  return (
    <div className="flex gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <div className="flex flex-col gap-1">
        <p>
          <Plural
            value={settings.replyDays}
            one="The school answers within # school day."
            other="The school answers within # school days."
          />
        </p>
        <p>
          <Trans>
            A message written between {start} and {end}, at the weekend or in the holidays is kept and delivered when the school day starts.
          </Trans>
        </p>
      </div>
    </div>
  );
}
