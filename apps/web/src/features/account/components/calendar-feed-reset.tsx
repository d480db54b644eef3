import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClass } from '../../../components/button-styles';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { resetCalendarFeed } from '../api/calendar-feed-api';

/** "Reset link", after a confirmation that says what it does: every calendar subscribed to the old link stops updating. */
export function CalendarFeedReset({ onReset }: { onReset: (url: string) => void }) {
  const { t } = useLingui();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const confirm = async () => {
    setIsBusy(true);
    try {
      const { url } = await resetCalendarFeed();
      onReset(url);
      setIsConfirming(false);
      notifySuccess(t`Your calendar link was reset.`);
    } catch (error) {
      notifyError(t`Resetting the link failed. Please try again.`, error);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <section aria-labelledby="calendar-reset-title" className="flex flex-col gap-3 border-t border-slate-200 pt-5">
      <h2 id="calendar-reset-title" className="text-lg font-semibold text-slate-900">
        <Trans>Reset link</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>Anyone who has this link can see your calendar. If you shared it by mistake, reset it.</Trans>
      </p>
      {isConfirming ? (
        <div role="group" aria-labelledby="calendar-reset-confirm" className="flex flex-col gap-3 rounded-lg bg-amber-50 p-3.5">
          <p id="calendar-reset-confirm" className="text-sm font-medium text-amber-900">
            <Trans>
              Reset the link? The old link stops working at once: every calendar subscribed to it stops updating until you subscribe again
              with the new one.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" disabled={isBusy} onClick={() => void confirm()} className={buttonClass('primary', 'md')}>
              <Trans>Yes, reset the link</Trans>
            </button>
            <button type="button" onClick={() => setIsConfirming(false)} className={buttonClass('secondary', 'md')}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => setIsConfirming(true)} className={buttonClass('secondary', 'md', 'self-start')}>
          <Trans>Reset link</Trans>
        </button>
      )}
    </section>
  );
}
