import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import type { TAnnouncement } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { InlineError } from '../../../components/inline-error';
import { ApiError, isSessionError } from '../../../lib/api-error';
import { useAcknowledge } from '../api/announcements';
import { formatArrival } from '../message-dates';

/**
 * When the school asks for it: one press confirms the family read it; then who did and when, for every
 * parent of the family. Nothing shows when nothing is asked.
 */
export function AcknowledgeBox({ announcement }: { announcement: TAnnouncement }) {
  const { t } = useLingui();
  const acknowledge = useAcknowledge(announcement.id);
  if (!announcement.asksAcknowledgement) return null;
  const done = acknowledge.data ?? (announcement.acknowledgedAt ? announcement : null);
  return (
    // Always in the page, so the confirmation is read out when it comes.
    <div aria-live="polite" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {done?.acknowledgedAt ? <Acknowledged at={done.acknowledgedAt} by={done.acknowledgedBy ?? ''} /> : null}
      {!done ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <Trans>The school asks your family to confirm you have read this announcement.</Trans>
          </p>
          <button
            type="button"
            onClick={() => acknowledge.mutate()}
            disabled={acknowledge.isPending}
            aria-busy={acknowledge.isPending}
            className={buttonClass('primary', 'md', 'h-11 w-full shrink-0 sm:w-auto')}
          >
            <CircleCheck aria-hidden="true" className="size-4" />
            <Trans>Acknowledge</Trans>
          </button>
        </div>
      ) : null}
      {acknowledge.isError && !isSessionError(acknowledge.error) ? (
        <div className="mt-3">
          <InlineError
            message={acknowledge.error instanceof ApiError ? acknowledge.error.message : t`The acknowledgement could not be sent.`}
          />
        </div>
      ) : null}
    </div>
  );
}

function Acknowledged({ at, by }: { at: string; by: string }) {
  const { day, time } = formatArrival(at);
  return (
    <p className="flex items-center gap-2 font-medium text-emerald-900">
      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      <Trans>
        Acknowledged on {day} at {time} by {by}
      </Trans>
    </p>
  );
}
