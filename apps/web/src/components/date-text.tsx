import { formatLongDate, formatShortDate } from '../lib/dates';

/** dd/mm/yyyy on small screens, where space is short; '05 March 2025' on larger ones, easier to read. */
export function DateText({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <span className="sm:hidden">{formatShortDate(value)}</span>
      <span className="hidden sm:inline">{formatLongDate(value)}</span>
    </time>
  );
}
