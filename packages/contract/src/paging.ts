/**
 * Keyset paging of the family lists that grow with history (decision 075): a page is asked for with
 * `?before=<cursor>&limit=<n>`, where the cursor names the last row of the page before by its sort key
 * (an instant or a date) and its id. Never an offset: the cost of a page does not grow with how far back
 * it is, and a row written meanwhile neither repeats nor hides one. The cursor is a position, not a
 * permission: every page is still filtered by the caller. (No zod here: the web app's shell reads the
 * `Link` helpers, the schemas are in page-query.ts.)
 */
export type TCursor = { key: string; id: number };

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))?)_([1-9]\d{0,9})$/;

export const encodeCursor = ({ key, id }: TCursor): string => `${key}_${id}`;

export function decodeCursor(text: string): TCursor | null {
  const match = CURSOR_PATTERN.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { key: match[1], id } : null;
}

/** The header of a page that has older rows after it: RFC 8288's `Link` with relation `next`. */
export const nextPageLink = (path: string, cursor: TCursor, limit: number): string =>
  `<${path}?before=${encodeURIComponent(encodeCursor(cursor))}&limit=${limit}>; rel="next"`;

/** The path of the next page in a `Link` header, or null on the last page. */
export function nextPagePath(link: string | null): string | null {
  return link ? (/<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1] ?? null) : null;
}

/**
 * The window of a family's history lists (registry, documents, term dates): the current and the previous school
 * year. A school year starts in August at the earliest, so the window starts on 1 August of the year
 * before the current one began. Older rows are a `Link` away.
 */
export function previousSchoolYearStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const currentStart = Number(today.slice(5, 7)) >= 8 ? year : year - 1;
  return `${currentStart - 1}-08-01`;
}

/** The school year label ('2025-2026') that a window start opens. */
export const schoolYearLabelFrom = (windowStart: string): string => {
  const year = Number(windowStart.slice(0, 4));
  return `${year}-${year + 1}`;
};
