import { Trans } from '@lingui/react/macro';
import type { TDayMenu, TLanguage } from '@carnet/contract';
import { cn } from '../../../lib/cn';
import { formatMenuDate, formatWeekday } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n/language';

type Dish = TDayMenu['food'][number];

/** A dish in the reader's language, or in the other one when the school left that name empty. */
export function dishName(dish: Dish, language: TLanguage): { name: string; language: TLanguage } {
  const inEnglish = { name: dish.englishName, language: 'en' } as const;
  const inFrench = { name: dish.frenchName, language: 'fr' } as const;
  const [wanted, fallback] = language === 'fr' ? [inFrench, inEnglish] : [inEnglish, inFrench];
  return wanted.name.trim() ? wanted : fallback;
}

/** One day of the lunch menu, the dishes in the reader's language; 'No menu available' when empty. */
export function DayMenu({ menu, isToday }: { menu: TDayMenu; isToday: boolean }) {
  const spoken = currentLanguage();
  return (
    <li
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        'flex flex-col rounded-xl border p-4',
        isToday ? 'border-brand-300 bg-brand-50/60' : 'border-slate-200/80 bg-slate-50/50',
      )}
    >
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5">
        <span className="font-semibold text-slate-900 capitalize">{formatWeekday(menu.date)}</span>
        <span className={cn('text-xs font-medium whitespace-nowrap', isToday ? 'text-brand-700' : 'text-slate-500')}>
          {isToday ? (
            <>
              <Trans>Today</Trans> ·{' '}
            </>
          ) : null}
          {formatMenuDate(menu.date)}
        </span>
      </h3>
      {menu.food.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 italic">
          <Trans>No menu available</Trans>
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2.5">
          {menu.food.map((dish, index) => {
            const { name, language } = dishName(dish, spoken);
            return (
              <li
                key={`${dish.englishName}-${index}`}
                lang={language === spoken ? undefined : language}
                className="text-sm leading-snug text-slate-800"
              >
                {name}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
