import * as z from 'zod/mini';
import { ZId, ZIsoDate } from './common';

/** GET /api/school-year/this-term */
export const ZThisTerm = z.object({ name: z.string(), start: ZIsoDate, end: ZIsoDate });
export type TThisTerm = z.infer<typeof ZThisTerm>;

type TermSpan = { start: string; end: string };

/** The term whose days (start and end included) hold `date`, or null in a holiday gap. */
export function termHolding<T extends TermSpan>(terms: readonly T[], date: string): T | null {
  return terms.find((term) => term.start <= date && date <= term.end) ?? null;
}

/**
 * The term a family lives in today: the one holding today, or between terms the next one to start
 * (so the rewards screen counts toward it); null after the last known term.
 */
export function currentTerm<T extends TermSpan>(terms: readonly T[], today: string): T | null {
  const holding = termHolding(terms, today);
  if (holding) return holding;
  const upcoming = terms.filter((term) => term.start > today).sort((a, b) => a.start.localeCompare(b.start));
  return upcoming[0] ?? null;
}

export const ZTermEventDetail = z.object({
  type: z.string(),
  classes: z.array(z.string()),
  detail_en: z.string(),
  detail_fr: z.string(),
});

/** GET /api/terms */
export const ZTermEvent = z.object({
  id: ZId,
  date: ZIsoDate,
  type: z.string(),
  school_year: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  event_details: z.array(ZTermEventDetail),
});
export type TTermEvent = z.infer<typeof ZTermEvent>;
export const ZTermEventList = z.array(ZTermEvent);
