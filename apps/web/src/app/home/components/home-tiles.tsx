import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { Award, CalendarClock, CalendarDays, FileChartColumn, FileText, NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';

type Tile = { label: MessageDescriptor; to: string; icon: LucideIcon; tint: string; isParentOnly?: boolean };

/** The shortcut tiles, in display order, each linking to its lowercase path. */
const TILES: readonly Tile[] = [
  { label: msg`Reports`, to: paths.reports, icon: FileChartColumn, tint: 'bg-sky-50 text-sky-700' },
  { label: msg`Documents`, to: paths.documents, icon: FileText, tint: 'bg-indigo-50 text-indigo-700', isParentOnly: true },
  { label: msg`Termsdates`, to: paths.termsDates, icon: CalendarDays, tint: 'bg-emerald-50 text-emerald-700' },
  { label: msg`Timetable`, to: paths.timetable, icon: CalendarClock, tint: 'bg-amber-50 text-amber-700' },
  { label: msg`Forms`, to: paths.forms, icon: NotebookPen, tint: 'bg-rose-50 text-rose-700', isParentOnly: true },
  { label: msg`Rewards`, to: paths.rewards, icon: Award, tint: 'bg-violet-50 text-violet-700' },
];

/** Shortcut tiles; students see only the areas open to them, so fewer and larger ones. */
export function HomeTiles({ isParent }: { isParent: boolean }) {
  const { t, i18n } = useLingui();
  const tiles = TILES.filter((tile) => isParent || !tile.isParentOnly);
  return (
    <nav aria-label={t`Shortcuts`} className="mb-8">
      <ul className={cn('grid gap-3 sm:gap-4', isParent ? 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-6' : 'grid-cols-2 lg:grid-cols-4')}>
        {tiles.map(({ label, to, icon: Icon, tint }) => (
          <li key={to}>
            <Link
              to={to}
              className={cn(
                'group flex h-full flex-col rounded-2xl border border-slate-200/80 bg-white shadow-xs transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md',
                isParent ? 'gap-3 p-4' : 'gap-5 p-6 sm:p-7',
              )}
            >
              <span aria-hidden="true" className={cn('grid place-items-center rounded-xl', tint, isParent ? 'size-10' : 'size-14')}>
                <Icon className={isParent ? 'size-5' : 'size-7'} />
              </span>
              <span className={cn('font-semibold text-slate-800 group-hover:text-brand-800', isParent ? 'text-sm' : 'text-lg')}>
                {i18n._(label)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
