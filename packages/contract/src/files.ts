import * as z from 'zod/mini';
import { ZId, ZIsoDate } from './common';

export const ZDocument = z.object({
  id: ZId,
  title: z.string(),
  type: z.string(),
  date: ZIsoDate,
  child: z.object({ id: ZId }),
  hasNotification: z.boolean(),
});
export type TDocument = z.infer<typeof ZDocument>;
export const ZDocumentList = z.array(ZDocument);

/**
 * GET /api/documents answers the documents of the current and previous school year (previousSchoolYearStart);
 * older ones come a page of at most this many at a time, through the answer's `Link` header (rel="next").
 */
export const DOCUMENT_PAGE_LIMIT = 100;

/** A school year runs from September to August and is written '2025-2026'. */
export const ZSchoolYear = z.string().check(z.regex(/^\d{4}-\d{4}$/, 'Expected a school year like 2025-2026'));

const SCHOOL_YEAR_FIRST_MONTH = 9;

/** The school year holding a day: '2026-03-10' -> '2025-2026', '2026-09-01' -> '2026-2027'. */
export function schoolYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const first = month >= SCHOOL_YEAR_FIRST_MONTH ? year : year - 1;
  return `${first}-${first + 1}`;
}

export const ZReport = z.object({
  id: ZId,
  title: z.string(),
  year: ZSchoolYear,
  child: z.object({ id: ZId }),
  hasNotification: z.boolean(),
});
export type TReport = z.infer<typeof ZReport>;
export const ZReportList = z.array(ZReport);

export const ZNewsletter = z.object({
  id: ZId,
  title: z.string(),
  publishDate: ZIsoDate,
  hasNotification: z.boolean(),
});
export type TNewsletter = z.infer<typeof ZNewsletter>;
export const ZNewsletterList = z.array(ZNewsletter);

/**
 * GET /api/newsletter answers at most this many, the newest first (about two school years of them);
 * older ones come a page at a time through the answer's `Link` header (rel="next").
 */
export const NEWSLETTER_LIST_LIMIT = 60;
