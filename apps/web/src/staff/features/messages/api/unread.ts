import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUnreadMessages, staffMessagePaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffMessageKeys } from './messages-keys';

/** The menu's count asks again this often, as the bell does. */
export const UNREAD_REFRESH_MS = 30_000;

/** GET /api/staff/messages/unread: the caller's unread messages, for the menu. */
export const getStaffUnreadQueryOptions = () =>
  // The menu works without its number: a failure is not announced.
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMessageKeys.unread,
      queryFn: ({ signal }) => api.get(staffMessagePaths.unread, ZUnreadMessages, signal),
    }),
  );

export function useStaffUnread() {
  return useQuery({ ...getStaffUnreadQueryOptions(), refetchInterval: UNREAD_REFRESH_MS });
}
