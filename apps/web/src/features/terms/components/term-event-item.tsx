import type { TTermEvent } from '@carnet/contract';
import { dayOf } from '../terms-rules';

const badge = 'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium';

/** One event: its day, English and French titles, then each detail with its type and classes. */
export function TermEventItem({ event }: { event: TTermEvent }) {
  const day = dayOf(event.date);
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
        <p className="font-semibold text-slate-900">{event.title_en}</p>
        <p lang="fr" className="text-sm text-slate-500 italic">
          {event.title_fr}
        </p>
        {event.event_details.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-3">
            {event.event_details.map((detail, index) => (
              <li key={index} className="rounded-lg bg-slate-50 px-3 py-2.5">
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className={`${badge} bg-brand-100 text-brand-800`}>{detail.type}</span>
                  {detail.classes.map((className) => (
                    <span key={className} className={`${badge} bg-white text-slate-700 ring-1 ring-slate-200`}>
                      <span className="sr-only">Class </span>
                      {className}
                    </span>
                  ))}
                </div>
                <p className="mt-1.5 text-sm text-slate-700">{detail.detail_en}</p>
                <p lang="fr" className="mt-0.5 text-sm text-slate-500">
                  {detail.detail_fr}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
