import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffConversationList, staffMessagePaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffMessageKeys } from './messages-keys';

/** The list's path: `q` searches the caller's own conversations (subject and text). */
export const conversationsPath = (q: string) => (q ? `${staffMessagePaths.list}?q=${encodeURIComponent(q)}` : staffMessagePaths.list);

/** GET /api/staff/messages?q=: the caller's conversations, newest first, with the older pages in the `Link` header. */
export const getStaffConversationsQueryOptions = (q: string) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMessageKeys.list(q),
      queryFn: ({ signal }) => api.getPage(conversationsPath(q), ZStaffConversationList, signal),
      meta: { errorMessage: msg`The conversations could not be loaded.` },
    }),
  );

/** The list stays on screen while a new search is asked, so the box does not make the page jump. */
export function useStaffConversations(q: string) {
  return useQuery({ ...getStaffConversationsQueryOptions(q), placeholderData: keepPreviousData });
}
