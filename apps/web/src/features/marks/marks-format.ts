import { round2 } from '@carnet/contract';
import { intlLocale } from '../../lib/dates';

const formatters = new Map<string, Intl.NumberFormat>();

/** A mark, an average or a coefficient in the page's language, up to two decimals: '14.5', '14,5'. */
export function formatNumber(value: number): string {
  const locale = intlLocale();
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}

/** A mark over its total: '14.5/20', '14,5/20'. */
export function formatOutOf(value: number, outOf: number): string {
  return `${formatNumber(value)}/${formatNumber(outOf)}`;
}

/** A mark in its own scale brought to 20, for the chart (decision 114: every average is out of 20). */
export function toTwenty(value: number, outOf: number): number {
  return round2((value * 20) / outOf);
}
