import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert, X } from 'lucide-react';
import { buttonClass } from '../../../../components/button-styles';
import { formatWeekday } from '../../../../lib/dates';
import type { SavedOutcome } from './homework-form';

/** The sentences a save's warnings make: the due day's load, now over the school's limits (said, not refused). */
export function savedWarnings({ saved, limits }: SavedOutcome): string[] {
  const day = formatWeekday(saved.workload.date);
  const { tests, minutes } = saved.workload;
  const testsLimit = limits?.testsPerDay ?? 0;
  const minutesLimit = limits?.minutesPerDay ?? 0;
  return saved.warnings.map((warning) => {
    if (warning === 'overTests') {
      return limits
        ? plural(tests, {
            one: `Saved. The class now has # test on ${day}, over the school's limit of ${testsLimit}.`,
            other: `Saved. The class now has # tests on ${day}, over the school's limit of ${testsLimit}.`,
          })
        : plural(tests, {
            one: `Saved. The class now has # test on ${day}, over the school's limit.`,
            other: `Saved. The class now has # tests on ${day}, over the school's limit.`,
          });
    }
    return limits
      ? plural(minutes, {
          one: `Saved. The class now has # minute of homework on ${day}, over the school's limit of ${minutesLimit}.`,
          other: `Saved. The class now has # minutes of homework on ${day}, over the school's limit of ${minutesLimit}.`,
        })
      : plural(minutes, {
          one: `Saved. The class now has # minute of homework on ${day}, over the school's limit.`,
          other: `Saved. The class now has # minutes of homework on ${day}, over the school's limit.`,
        });
  });
}

/** What the last save warned of, kept on the page until read and closed (a toast would go before it is read). */
export function SavedNotice({ outcome, onClose }: { outcome: SavedOutcome; onClose: () => void }) {
  const { t } = useLingui();
  const lines = savedWarnings(outcome);
  return (
    <div role="status" className="mb-5 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid flex-1 gap-1">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <button type="button" onClick={onClose} className={buttonClass('ghost', 'sm', 'h-8 px-1.5')} aria-label={t`Close the warning`}>
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">
          <Trans>Close</Trans>
        </span>
      </button>
    </div>
  );
}
