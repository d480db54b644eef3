import { useId, useState } from 'react';
import { Plural } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { monthTitle, typeName, type TypeSection } from '../terms-rules';
import { TermEventItem } from './term-event-item';

const TINTS: Record<string, string> = {
  Holidays: 'bg-emerald-500',
  Exams: 'bg-rose-500',
  'Parent meetings': 'bg-sky-500',
  'School events': 'bg-amber-500',
};

/** A collapsible section of one event type (a disclosure button), its events grouped by month. */
export function TermTypeSection({ section }: { section: TypeSection }) {
  const [isOpen, setIsOpen] = useState(true);
  const panelId = useId();
  const count = section.months.reduce((total, month) => total + month.events.length, 0);
  return (
    <section className="rounded-2xl border border-slate-200/80 bg-white shadow-xs">
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center gap-3 rounded-2xl px-5 py-4 text-left hover:bg-slate-50"
        >
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', TINTS[section.type] ?? 'bg-brand-500')} />
          <span className="flex-1 text-base font-semibold text-slate-900">{typeName(section.type)}</span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
            {count}
            <span className="sr-only">
              {' '}
              <Plural value={count} one="date" other="dates" />
            </span>
          </span>
          <ChevronDown aria-hidden="true" className={cn('size-5 text-slate-500 transition-transform', isOpen && 'rotate-180')} />
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen} className="border-t border-slate-100 px-5 pt-4 pb-5">
        {section.months.map((month) => (
          <div key={month.key} className="not-first:mt-6">
            <h3 className="mb-3 text-sm font-semibold text-slate-700">{monthTitle(month.key)}</h3>
            <ul className="divide-y divide-slate-100">
              {month.events.map((event) => (
                <TermEventItem key={event.id} event={event} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
