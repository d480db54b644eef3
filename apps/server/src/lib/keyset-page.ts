import { nextPageLink, type TCursor } from '@carnet/contract';
import type { FastifyReply } from 'fastify';

/** One page of a keyset-paged list, and where the next one starts (null on the last page). */
export type KeysetPage<T> = { items: T[]; next: TCursor | null };

/**
 * Cuts a page out of rows read with `limit + 1`: the extra row only says that more exist, so the last
 * page is known without a count (a count would read every older row).
 */
export function toKeysetPage<Row, T>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => TCursor,
  toItem: (row: Row) => T[],
): KeysetPage<T> {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return { items: pageRows.flatMap(toItem), next: rows.length > limit && last ? cursorOf(last) : null };
}

/** Answers the page's rows as the list the spec names, its next page in a `Link` header (RFC 8288). */
export function sendKeysetPage<T>(reply: FastifyReply, path: string, page: KeysetPage<T>, limit: number): T[] {
  if (page.next) void reply.header('link', nextPageLink(path, page.next, limit));
  return page.items;
}
