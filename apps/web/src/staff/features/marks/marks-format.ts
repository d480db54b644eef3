import { intlLocale } from '../../../lib/dates';
import { useUser } from '../../../lib/use-user';

/** A mark or an average as the school writes it: up to two decimals, a comma in French; a dash when none counts. */
export function formatMark(value: number | null): string {
  if (value === null) return '–';
  return new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2 }).format(value);
}

/** Whether the person signed in teaches: only the group's teacher writes assessments and marks (the office reads them). */
export const useIsTeacher = () => useUser()?.roles.includes('ROLE_TEACHER') ?? false;
