import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type Page, type Parser } from '../api-client';

/**
 * The older pages of a list that grows with history (decision 075), fetched only when the reader asks:
 * the first page is the list's own query; each page names the next one in its `Link` header. Kept under
 * the list's key, so whatever refreshes the list (a notification seen) refreshes these pages too.
 */
export function useOlderPages<T>(listKey: QueryKey, firstNextPath: string | null | undefined, parser: Parser<T[]>) {
  const [isWanted, setIsWanted] = useState(false);
  const query = useInfiniteQuery({
    queryKey: [...listKey, 'older', firstNextPath ?? null],
    queryFn: ({ pageParam, signal }): Promise<Page<T>> => api.getPage(pageParam, parser, signal),
    initialPageParam: firstNextPath ?? '',
    getNextPageParam: (last) => last.nextPath ?? undefined,
    enabled: isWanted && Boolean(firstNextPath),
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const hasOlder = query.data ? query.hasNextPage : Boolean(firstNextPath);
  const showOlder = () => (isWanted ? void query.fetchNextPage() : setIsWanted(true));
  return { items, hasOlder, showOlder, isLoading: query.isFetching, isError: query.isError };
}
