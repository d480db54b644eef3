import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import type { TStaffAnnouncement } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { isSessionError } from '../../../../lib/api-error';
import { useRemind } from '../api/announcements';
import { familiesLeft, whyNoReminder } from '../announcement-rules';
import { formatMoment } from '../message-dates';
import { writeErrorMessage } from '../../../components/write-error';

/**
 * "Remind the 16 families that have not acknowledged": only those (or those that have not read it,
 * when no acknowledgement was asked). Disabled, with the reason beside it, when nobody is left or a
 * reminder just went; how many were reminded is read out.
 */
export function RemindButton({ announcement: a, now }: { announcement: TStaffAnnouncement; now: number }) {
  const { t } = useLingui();
  const id = useId();
  const remind = useRemind(a.id);
  const left = familiesLeft(a);
  const reason = whyNoReminder(a, new Date(now));
  const reminded = remind.data?.reminded;
  const last = a.remindedAt ? formatMoment(a.remindedAt) : '';
  return (
    <div className="grid gap-2">
      <button
        type="button"
        disabled={reason !== null || remind.isPending}
        aria-describedby={reason ? `${id}-reason` : undefined}
        onClick={() => remind.mutate()}
        className={buttonClass('secondary', 'md', 'h-auto min-h-11 w-full py-2 text-center sm:w-auto sm:justify-self-start')}
      >
        <BellRing aria-hidden="true" className="size-4" />
        {left <= 0 ? (
          <Trans>Remind</Trans>
        ) : a.asksAcknowledgement ? (
          <Plural
            value={left}
            one="Remind the # family that has not acknowledged"
            other="Remind the # families that have not acknowledged"
          />
        ) : (
          <Plural value={left} one="Remind the # family that has not read it" other="Remind the # families that have not read it" />
        )}
      </button>
      {reason ? (
        <p id={`${id}-reason`} className="text-sm text-slate-600">
          {reason === 'notArrived' ? (
            <Trans>It has not reached the families yet: remind them once it has arrived.</Trans>
          ) : reason === 'nobodyLeft' ? (
            a.asksAcknowledgement ? (
              <Trans>Every family has acknowledged: nobody is left to remind.</Trans>
            ) : (
              <Trans>Every family has read it: nobody is left to remind.</Trans>
            )
          ) : (
            <Trans>A reminder went on {last}: another can go an hour later.</Trans>
          )}
        </p>
      ) : a.remindedAt ? (
        <p className="text-sm text-slate-600">
          <Trans>Last reminder: {last}</Trans>
        </p>
      ) : null}
      {/* Always in the page, so how many were reminded is read out when it comes. */}
      <p aria-live="polite" className="text-sm font-medium text-emerald-800 empty:hidden">
        {reminded !== undefined ? <Plural value={reminded} one="Reminder sent to # family." other="Reminder sent to # families." /> : null}
      </p>
      {remind.isError && !isSessionError(remind.error) ? (
        <InlineError message={writeErrorMessage(remind.error) ?? t`The reminder could not be sent. Try again.`} />
      ) : null}
    </div>
  );
}
