import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffAnnouncementPath,
  staffAnnouncementPaths,
  ZAnnouncementReminded,
  ZAnnouncementSent,
  ZStaffAnnouncement,
  ZStaffAnnouncementList,
  type TSendAnnouncementRequest,
} from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffAnnouncementKeys } from './messages-keys';
import type { FamilyStatus } from '../announcement-rules';

/** GET /api/staff/announcements: the caller's announcements (the office: every one), newest first, with their counts. */
export const getStaffAnnouncementsQueryOptions = () =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffAnnouncementKeys.list,
      queryFn: ({ signal }) => api.getPage(staffAnnouncementPaths.list, ZStaffAnnouncementList, signal),
      meta: { errorMessage: msg`The announcements could not be loaded.` },
    }),
  );

export const useStaffAnnouncements = () => useQuery(getStaffAnnouncementsQueryOptions());

/** The path of one announcement with its families filtered (`all` and no name are the defaults the server takes). */
export function staffAnnouncementFamiliesPath(id: number, status: FamilyStatus, q: string): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (q) params.set('q', q);
  const query = params.toString();
  return query ? `${staffAnnouncementPath(id)}?${query}` : staffAnnouncementPath(id);
}

/** A page of the announcement's families, for the older pages the `Link` header names (useOlderPages). */
export const announcementFamiliesParser = { parse: (data: unknown) => ZStaffAnnouncement.parse(data).families };

/** GET /api/staff/announcements/:id?status=&q=: its counts and the first page of its families, filtered by state and name. */
export const getStaffAnnouncementQueryOptions = (id: number, status: FamilyStatus, q: string) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffAnnouncementKeys.one(id, status, q),
      queryFn: async ({ signal }) => {
        // One announcement, whose families are a page: its `Link` header names the next one.
        const page = await api.getPage(
          staffAnnouncementFamiliesPath(id, status, q),
          { parse: (data) => [ZStaffAnnouncement.parse(data)] },
          signal,
        );
        return { announcement: page.items[0]!, nextPath: page.nextPath };
      },
      meta: { errorMessage: msg`The announcement could not be loaded.` },
    }),
  );

/** The announcement stays on screen while another filter or name of its families is asked. */
export const useStaffAnnouncement = (id: number, status: FamilyStatus, q: string) =>
  useQuery({ ...getStaffAnnouncementQueryOptions(id, status, q), placeholderData: keepPreviousData });

/** POST /api/staff/announcements: sends it; the answer says how many families and when they will see it. */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSendAnnouncementRequest) => api.post(staffAnnouncementPaths.list, ZAnnouncementSent, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAnnouncementKeys.all }),
  });
}

/** POST /api/staff/announcements/:id/remind: reminds only the families still to acknowledge (or to read). */
export function useRemind(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(staffAnnouncementPaths.remind.replace(':id', String(id)), ZAnnouncementReminded, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAnnouncementKeys.all }),
  });
}

/** GET /api/staff/announcements/files/:id */
export const getStaffAnnouncementFile = (id: number): Promise<Blob> => api.blob(staffAnnouncementPaths.file.replace(':id', String(id)));
