import { type InfiniteData, type QueryKey, type QueryMeta, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page, type Parser } from '../api-client';

/** What both sides' conversations have in common: their messages, newest first. */
type WithMessages = { messages: readonly unknown[] };

/**
 * A conversation read a page of messages at a time, both sides alike (decision 104): the first page is the
 * conversation with its newest messages; "Earlier messages" follows the answer's `Link` header. One infinite
 * query, so a live update reads every loaded page again from the newest, each older page after the page
 * before it as it now stands: a new message shifts the pages, none is lost nor shown twice.
 * `data` is the conversation with the messages of every loaded page, newest first.
 */
export function useConversationPages<T extends WithMessages>(queryKey: QueryKey, path: string, parser: Parser<T>, meta?: QueryMeta) {
  // A conversation is one object, not a list: its page holds it alone.
  const asPage: Parser<T[]> = { parse: (data) => [parser.parse(data)] };
  return useInfiniteQuery({
    queryKey,
    meta,
    queryFn: ({ pageParam, signal }): Promise<Page<T>> => api.getPage(pageParam, asPage, signal),
    initialPageParam: path,
    getNextPageParam: (last: Page<T>) => last.nextPath ?? undefined,
    select: (data: InfiniteData<Page<T>, string>): T => {
      const pages = data.pages.flatMap((page) => page.items);
      return { ...pages[0]!, messages: pages.flatMap((conversation) => conversation.messages) };
    },
  });
}
