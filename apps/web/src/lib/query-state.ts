import type { QueryMeta } from '@tanstack/react-query';

/*
 * What a block asks of its query, apart from the query client (lib/query-client.ts): a page that imports
 * only these does not make the bundler cut the client's mutation code into a chunk of its own, which every
 * signed-in page would then load as one more file (decision 114).
 */

/**
 * For a block that shows its own failure where its content would be, with a Retry: while it is on
 * screen, its query's failure raises no toast. A page of several blocks then shows each failure
 * once, in its place, instead of a pile of toasts; a page without such a block keeps the spec's toast.
 */
export function withErrorShownInPlace<T extends { meta?: QueryMeta }>(options: T): T {
  return { ...options, meta: { ...options.meta, isErrorShownInPlace: true } };
}

/**
 * A read failed and there is nothing of it to show (no answer yet, or only the previous week's kept
 * on screen): the block says so at once, with a Retry, rather than 'Loading...' while the automatic
 * retries go on behind (an answer that arrives after all replaces the error).
 */
export function hasReadFailed(query: { data: unknown; isPlaceholderData: boolean; isError: boolean; failureCount: number }): boolean {
  const hasAnswer = query.data !== undefined && !query.isPlaceholderData;
  return !hasAnswer && (query.isError || query.failureCount > 0);
}
