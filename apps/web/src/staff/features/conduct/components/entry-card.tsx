import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';
import { formatLongDate } from '../../../../lib/dates';

type Props = {
  /** What it is (Reward, Sanction, a concern's type) and its colours. */
  badge: string;
  badgeClass: string;
  date: string;
  /** The pupil's name, when the list mixes pupils. */
  pupil: string | null;
  title: string;
  text: string;
  children: ReactNode;
};

/** One entry of a list: what and when (and for whom), its title and text, then who wrote it and the rest. */
export function EntryCard({ badge, badgeClass, date, pupil, title, text, children }: Props) {
  return (
    <li className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', badgeClass)}>{badge}</span>
        <span className="tabular-nums">{formatLongDate(date)}</span>
        {pupil ? (
          // The dot and the name wrap together: no dot left alone at a line's end.
          <span className="inline-flex gap-x-2">
            <span aria-hidden="true">·</span>
            <span className="font-medium text-slate-800">{pupil}</span>
          </span>
        ) : null}
      </p>
      <h3 className="mt-2 font-semibold break-words text-slate-900">{title}</h3>
      {text ? <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{text}</p> : null}
      {children}
    </li>
  );
}
