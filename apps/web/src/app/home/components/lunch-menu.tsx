import { useState } from 'react';
import { ChevronLeft, ChevronRight, UtensilsCrossed } from 'lucide-react';
import { todayIso } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { Skeleton } from '../../../components/skeleton';
import { cn } from '../../../lib/cn';
import { formatWorkWeek } from '../../../lib/dates';
import { moveWeek } from '../../../lib/week-offset';
import { useFoodWeek } from '../../../features/food/api/get-food-week';
import { DayMenu } from './day-menu';

/** The weekly lunch menu with previous week, 'Current Week' and next week. */
export function LunchMenu() {
  const [weekOffset, setWeekOffset] = useState(0);
  const food = useFoodWeek(weekOffset);
  const today = todayIso();
  const days = food.data?.data ?? [];

  const controls = (
    <div className="flex items-center gap-1.5">
      <button
        type="button"
        onClick={() => setWeekOffset((offset) => moveWeek(offset, 'previous'))}
        aria-label="Previous week"
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
        Current Week
      </button>
      <button
        type="button"
        onClick={() => setWeekOffset((offset) => moveWeek(offset, 'next'))}
        aria-label="Next week"
        className={buttonClass('secondary', 'icon', 'size-9')}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );

  return (
    <Card title="Lunch Menu" titleId="home-lunch" icon={<UtensilsCrossed className="size-4" />} action={controls}>
      <p aria-live="polite" className="-mt-1 mb-4 text-sm text-slate-500">
        Week of {formatWorkWeek(weekOffset, today)}
      </p>
      {food.isPending ? <Skeleton rows={2} /> : null}
      {food.isError ? <InlineError message="Error fetching the food menu." /> : null}
      {food.isSuccess && days.length === 0 ? <EmptyState message="No menu available" /> : null}
      {days.length > 0 ? (
        <ul className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-5', food.isPlaceholderData && 'opacity-60 transition-opacity')}>
          {days.map((menu) => (
            <DayMenu key={menu.date} menu={menu} isToday={menu.date === today} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
