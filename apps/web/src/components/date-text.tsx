import { formatLongDate, formatShortDate } from '../lib/dates';

/** Spec section 9: dd/mm/yyyy on small screens, '05 March 2025' on larger ones. */
export function DateText({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <span className="sm:hidden">{formatShortDate(value)}</span>
      <span className="hidden sm:inline">{formatLongDate(value)}</span>
    </time>
  );
}
