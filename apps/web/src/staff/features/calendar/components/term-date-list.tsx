import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TTermEvent } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { formatLongDate, formatWeekday } from '../../../../lib/dates';
import { useWithdrawTermDate } from '../api/term-dates';
import { cardClass } from './field-styles';
import { Refusal } from './refusal';
import { detailKindDescriptor, isTermType, TERM_TYPE_NAMES } from './term-date-draft';

/** One school year's term dates in date order, each with Edit and Withdraw (withdrawing asks first). */
export function TermDateList({ events, onEdit }: { events: TTermEvent[]; onEdit: (event: TTermEvent) => void }) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<number | null>(null);
  const withdraw = useWithdrawTermDate();
  return (
    <>
      <Refusal error={withdraw.error} />
      <ul className="flex flex-col gap-3">
        {events.map((event) => {
          const title = i18n.locale === 'fr' ? event.title_fr || event.title_en : event.title_en || event.title_fr;
          const englishTitle = event.title_en;
          const frenchTitle = event.title_fr;
          return (
            <li key={event.id} className={cardClass}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm text-slate-600">
                    <span className="first-letter:uppercase">{formatWeekday(event.date)}</span> {formatLongDate(event.date)} ·{' '}
                    {isTermType(event.type) ? i18n._(TERM_TYPE_NAMES[event.type]) : event.type}
                  </p>
                  <h2 className="text-base font-semibold text-slate-900">{title}</h2>
                  <p className="text-sm text-slate-600">
                    {/* The other language's title, which the office wrote too; one text, so it reads as a whole. */}
                    {i18n.locale === 'fr' ? t`In English: ${englishTitle}` : t`In French: ${frenchTitle}`}
                  </p>
                  {event.event_details.length > 0 ? (
                    <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                      {event.event_details.map((detail, index) => {
                        const descriptor = detailKindDescriptor(detail.type);
                        const kind = descriptor ? i18n._(descriptor) : detail.type;
                        const text = i18n.locale === 'fr' ? detail.detail_fr : detail.detail_en;
                        const classes = detail.classes.join(', ');
                        // Whole sentences of the catalog: French puts a space before the colon.
                        return <li key={index}>{classes ? t`${kind} (${classes}): ${text}` : t`${kind}: ${text}`}</li>;
                      })}
                    </ul>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  {confirming === event.id ? (
                    <div role="group" aria-label={t`Withdraw ${title}?`} className="flex flex-wrap items-center gap-2">
                      <span className="text-sm text-slate-700">
                        <Trans>Families will no longer see it.</Trans>
                      </span>
                      <button
                        type="button"
                        className={buttonClass('primary', 'sm', 'bg-rose-700 hover:bg-rose-800')}
                        disabled={withdraw.isPending}
                        onClick={() => withdraw.mutate(event.id, { onSuccess: () => setConfirming(null) })}
                      >
                        <Trans>Withdraw</Trans>
                      </button>
                      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirming(null)}>
                        <Trans>Cancel</Trans>
                      </button>
                    </div>
                  ) : (
                    <>
                      <button
                        type="button"
                        className={buttonClass('secondary', 'sm')}
                        aria-label={t`Edit ${title}`}
                        onClick={() => onEdit(event)}
                      >
                        <Trans>Edit</Trans>
                      </button>
                      <button
                        type="button"
                        className={buttonClass('ghost', 'sm')}
                        aria-label={t`Withdraw ${title}`}
                        onClick={() => setConfirming(event.id)}
                      >
                        <Trans>Withdraw</Trans>
                      </button>
                    </>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
