import { useSearchParams } from 'react-router';
import { addDays, isRealDate, mondayOf, schoolWeekStart } from '@carnet/contract';
import { schoolToday } from '../../../lib/dates';

/**
 * The Monday of the week a page shows, kept in the address (?week=), so coming back to the cahier returns
 * to the same week; today's school week without it (the coming one on a weekend).
 */
export function useWeekParam(): { monday: string; sunday: string; thisMonday: string; setMonday: (monday: string) => void } {
  const [params, setParams] = useSearchParams();
  const thisMonday = schoolWeekStart(schoolToday());
  const asked = params.get('week') ?? '';
  const monday = /^\d{4}-\d{2}-\d{2}$/.test(asked) && isRealDate(asked) ? mondayOf(asked) : thisMonday;
  const setMonday = (next: string) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === thisMonday) kept.delete('week');
        else kept.set('week', next);
        return kept;
      },
      { replace: true },
    );
  return { monday, sunday: addDays(monday, 6), thisMonday, setMonday };
}
