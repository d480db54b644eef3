import type { TDayMenu } from '@carnet/contract';
import { cn } from '../../../lib/cn';
import { formatMenuDate } from '../../../lib/dates';

/** One day of the lunch menu: English names, French names under them; 'No menu available' when empty. */
export function DayMenu({ menu, isToday }: { menu: TDayMenu; isToday: boolean }) {
  return (
    <li
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        'flex flex-col rounded-xl border p-4',
        isToday ? 'border-brand-300 bg-brand-50/60' : 'border-slate-200/80 bg-slate-50/50',
      )}
    >
      <h3 className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{menu.day}</span>
        <span className={cn('text-xs font-medium', isToday ? 'text-brand-700' : 'text-slate-500')}>
          {isToday ? 'Today · ' : ''}
          {formatMenuDate(menu.date)}
        </span>
      </h3>
      {menu.food.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 italic">No menu available</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2.5">
          {menu.food.map((item, index) => (
            <li key={`${item.englishName}-${index}`} className="text-sm leading-snug">
              <span className="block text-slate-800">{item.englishName}</span>
              <span lang="fr" className="block text-xs text-slate-500">
                {item.frenchName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
