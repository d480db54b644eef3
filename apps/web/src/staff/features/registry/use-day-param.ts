import { useSearchParams } from 'react-router';
import { isRealDate } from '@carnet/contract';
import { schoolToday } from '../../../lib/dates';

/**
 * The day a page shows, kept in the address (?date=), so coming back from a register returns to the
 * same day and a day can be linked to; the school's today without it.
 */
export function useDayParam(): [string, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) && isRealDate(asked) ? asked : schoolToday();
  return [date, (next: string) => setParams(next === schoolToday() ? {} : { date: next }, { replace: true })];
}
