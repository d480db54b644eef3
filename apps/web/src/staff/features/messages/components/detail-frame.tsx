import type { ReactNode } from 'react';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { ApiError } from '../../../../lib/api-error';

type Props<T> = {
  /** The way back to the list, shown above whatever the page is in. */
  back: ReactNode;
  query: { data: T | undefined; error: unknown; isError: boolean; refetch: () => unknown };
  /** Said on a 404: another's item or none, which no retry brings back. */
  missingMessage: string;
  failedMessage: string;
  children: (data: T) => ReactNode;
};

/**
 * The page of one conversation or one announcement, while it loads or when it cannot: the way back, then the
 * skeleton, the error (with a retry unless the item is missing) or the item once it came.
 */
export function DetailFrame<T>({ back, query, missingMessage, failedMessage, children }: Props<T>) {
  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="mx-auto max-w-3xl">
      {back}
      {query.isError && !query.data ? (
        <InlineError message={isMissing ? missingMessage : failedMessage} onRetry={isMissing ? undefined : () => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton rows={6} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}
