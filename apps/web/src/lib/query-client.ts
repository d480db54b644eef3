import { i18n, type MessageDescriptor } from '@lingui/core';
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError, isSessionError } from './api-error';
import { notifyError } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorMessage`: the spec's toast for this query's failure (msg`...`, shown in the page's language), once per failure. */
    queryMeta: {
      errorMessage?: MessageDescriptor;
      /** Set by a block that shows its own failure in place, with a Retry (see `withErrorShownInPlace`). */
      isErrorShownInPlace?: boolean;
    };
  }
}

export const DEFAULT_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;
export const DEFAULT_GC_TIME_MS = 5 * 60_000;
// The spec leaves freshness open; 30 s stops every remount and focus from refetching everything.
export const DEFAULT_STALE_TIME_MS = 30_000;

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

/** Retries server and network failures only: a 4xx will answer the same again, and a lost session is final. */
export function retryUpTo(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean => {
    if (isSessionError(error)) return false;
    if (error instanceof ApiError && error.isClientError) return false;
    return failureCount < maxRetries;
  };
}

// What a block asks of its query, in a module of its own (lib/query-state.ts); kept here for the pages that import it so.
export { hasReadFailed, withErrorShownInPlace } from './query-state';

/** Whether a block on screen now shows this query's failure itself. */
const isErrorShownOnScreen = (query: Pick<Query, 'observers'>) =>
  query.observers.some((observer) => observer.options.meta?.isErrorShownInPlace);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const message = query.meta?.errorMessage;
        if (message && !isSessionError(error) && !isErrorShownOnScreen(query)) notifyError(i18n._(message), error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: retryUpTo(DEFAULT_RETRIES),
        retryDelay,
        gcTime: DEFAULT_GC_TIME_MS,
        staleTime: DEFAULT_STALE_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
