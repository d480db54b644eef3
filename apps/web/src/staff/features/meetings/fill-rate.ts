import type { TEvening } from '@carnet/contract';
import { intlLocale } from '../../../lib/dates';

/** An evening's booked slots over all its teachers' slots, 0 to 1 (0 for an evening without slots). */
export function totalsOf(evening: TEvening): { slots: number; booked: number; fillRate: number } {
  const slots = evening.teachers.reduce((sum, line) => sum + line.slots, 0);
  const booked = evening.teachers.reduce((sum, line) => sum + line.booked, 0);
  return { slots, booked, fillRate: slots === 0 ? 0 : booked / slots };
}

/** '40%', '40 %' in French: a whole percentage in the page's language. */
export const formatPercent = (rate: number) =>
  new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(rate);
