import type { ReactNode } from 'react';
import { InlineError } from '../../components/inline-error';
import { Skeleton } from '../../components/skeleton';
import { ApiError } from '../../lib/api-error';

type Props<T> = {
  query: { data: T | undefined; error: unknown; isError: boolean; refetch: () => unknown };
  /** Said on a 404: another's item or none, which no retry brings back. */
  missingMessage: string;
  failedMessage: string;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
};

/**
 * The page of one item (a conversation, an announcement, an evening, a schedule, a form's answers) while it
 * loads or when it cannot: the skeleton, the error (with a retry unless the item is missing), or the item.
 */
export function ItemQueryState<T>({ query, missingMessage, failedMessage, skeletonRows = 6, children }: Props<T>) {
  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  if (query.isError && !query.data)
    return (
      <InlineError message={isMissing ? missingMessage : failedMessage} onRetry={isMissing ? undefined : () => void query.refetch()} />
    );
  if (!query.data) return <Skeleton rows={skeletonRows} />;
  return children(query.data);
}
