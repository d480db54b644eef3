import { Trans, useLingui } from '@lingui/react/macro';
import type { TTermEvent } from '@carnet/contract';
import { dayOf, inReaderLanguage, typeName } from '../terms-rules';

const badge = 'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium';

/**
 * One event: its day, its title, then each detail with its type and classes; the title and details in
 * the reader's language, or in the other one (marked with its `lang`) when the school left it empty.
 */
export function TermEventItem({ event }: { event: TTermEvent }) {
  const { i18n } = useLingui();
  const reader = i18n.locale === 'fr' ? 'fr' : 'en';
  const day = dayOf(event.date);
  const title = inReaderLanguage(event.title_en, event.title_fr, reader);
  return (
    <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <time
        dateTime={event.date}
        className="flex w-[4.5rem] shrink-0 flex-col items-center self-start rounded-xl border border-slate-200 bg-slate-50 py-2 text-center"
      >
        <span className="text-xs font-medium text-slate-500">
          <span className="sm:hidden">{day.weekdayShort}</span>
          <span className="hidden sm:inline">{day.weekday}</span>
        </span>
        <span className="text-xl leading-7 font-semibold text-slate-900 tabular-nums">{day.day}</span>
        <span className="text-xs text-slate-600">{day.month}</span>
      </time>
      <div className="min-w-0 flex-1">
        <p lang={title.language === reader ? undefined : title.language} className="font-semibold text-slate-900">
          {title.text}
        </p>
        {event.event_details.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-3">
            {event.event_details.map((detail, index) => {
              const text = inReaderLanguage(detail.detail_en, detail.detail_fr, reader);
              return (
                <li key={index} className="rounded-lg bg-slate-50 px-3 py-2.5">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <span className={`${badge} bg-brand-100 text-brand-800`}>{typeName(detail.type)}</span>
                    {detail.classes.map((className) => (
                      <span key={className} className={`${badge} bg-white text-slate-700 ring-1 ring-slate-200`}>
                        <span className="sr-only">
                          <Trans>Class</Trans>{' '}
                        </span>
                        {className}
                      </span>
                    ))}
                  </div>
                  {text.text ? (
                    <p lang={text.language === reader ? undefined : text.language} className="mt-1.5 text-sm text-slate-700">
                      {text.text}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
