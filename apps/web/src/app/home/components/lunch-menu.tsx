import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, UtensilsCrossed } from 'lucide-react';
import { buttonClass } from '../../../components/button-styles';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { Skeleton } from '../../../components/skeleton';
import { cn } from '../../../lib/cn';
import { formatWorkWeek, schoolToday } from '../../../lib/dates';
import { hasReadFailed } from '../../../lib/query-client';
import { moveWeek } from '../../../lib/week-offset';
import { useFoodWeek } from '../../../features/food/api/get-food-week';
import { DayMenu } from './day-menu';

/** The weekly lunch menu with previous week, 'Current Week' and next week; the buttons stay when a week fails. */
export function LunchMenu() {
  const { t } = useLingui();
  const [weekOffset, setWeekOffset] = useState(0);
  const food = useFoodWeek(weekOffset);
  // The school's today, not the device's: a family abroad sees the school's week and day.
  const today = schoolToday();
  const days = food.data?.data ?? [];
  const hasFailed = hasReadFailed(food);
  const week = formatWorkWeek(weekOffset, today);

  const controls = (
    <div className="flex items-center gap-1.5">
      <button
        type="button"
        onClick={() => setWeekOffset((offset) => moveWeek(offset, 'previous'))}
        aria-label={t`Previous week`}
        className={buttonClass('secondary', 'icon', 'size-9')}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        onClick={() => setWeekOffset(moveWeek(weekOffset, 'current'))}
        aria-pressed={weekOffset === 0}
        className={buttonClass(weekOffset === 0 ? 'subtle' : 'secondary', 'sm', 'h-9')}
      >
        <Trans>Current Week</Trans>
      </button>
      <button
        type="button"
        onClick={() => setWeekOffset((offset) => moveWeek(offset, 'next'))}
        aria-label={t`Next week`}
        className={buttonClass('secondary', 'icon', 'size-9')}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );

  return (
    <Card title={t`Lunch Menu`} titleId="home-lunch" icon={<UtensilsCrossed className="size-4" />} action={controls}>
      <p aria-live="polite" className="-mt-1 mb-4 text-sm text-slate-500">
        <Trans>Week of {week}</Trans>
      </p>
      {hasFailed ? <InlineError message={t`Error fetching the food menu.`} onRetry={() => void food.refetch()} /> : null}
      {food.isPending && !hasFailed ? <Skeleton rows={2} /> : null}
      {food.isSuccess && !hasFailed && days.length === 0 ? <EmptyState message={t`No menu available`} /> : null}
      {days.length > 0 && !hasFailed ? (
        <ul className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-5', food.isPlaceholderData && 'opacity-60 transition-opacity')}>
          {days.map((menu) => (
            <DayMenu key={menu.date} menu={menu} isToday={menu.date === today} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
