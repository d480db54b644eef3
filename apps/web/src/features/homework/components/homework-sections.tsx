import { Trans, useLingui } from '@lingui/react/macro';
import type { TChildHomework } from '@carnet/contract';
import { formatDate } from '../../../lib/dates';
import { SECTION_LABELS } from '../homework-labels';
import { SECTION_ORDER, sortIntoSections } from '../homework-rules';
import { HomeworkCard } from './homework-card';

type Props = { childId: number; homework: TChildHomework; canTick: boolean };

/** Due tomorrow (always, to say when nothing is), then this week, later and past when they hold any. */
export function HomeworkSections({ childId, homework, canTick }: Props) {
  const { i18n } = useLingui();
  const sections = sortIntoSections(homework.items, homework.today, homework.nextSchoolDay);
  const nextDay = formatDate(homework.nextSchoolDay, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <div className="flex flex-col gap-6">
      {SECTION_ORDER.map((id) => {
        const items = sections[id];
        if (id !== 'tomorrow' && items.length === 0) return null;
        const headingId = `homework-${id}`;
        return (
          <section key={id} aria-labelledby={headingId} className="flex flex-col gap-3">
            <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold text-slate-900">
              {i18n._(SECTION_LABELS[id])}
              {id === 'tomorrow' ? <span className="text-sm font-normal text-slate-600">{nextDay}</span> : null}
            </h2>
            {items.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-200 bg-slate-50/60 px-4 py-4 text-sm text-slate-500">
                <Trans>Nothing due on {nextDay}.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {items.map((item) => (
                  <HomeworkCard key={item.id} childId={childId} item={item} canTick={canTick} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
