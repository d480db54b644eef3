import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  announcementPaths,
  ZAnnouncement,
  ZAnnouncementAcknowledged,
  ZAnnouncementList,
  ZMessageSent,
  type TAnnouncementReplyRequest,
  type TAnnouncementSummary,
  type TMessageSent,
} from '@carnet/contract';
import { api, type Page } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { uploadsOf } from './send-message';

export const announcementListKey = [...queryKeys.announcements, 'list'] as const;
export const announcementKey = (id: number) => [...queryKeys.announcements, 'one', { id }] as const;

/** GET /api/announcements: the family's announcements, newest first, a page at a time (older by the `Link` header). */
export function getAnnouncementsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: announcementListKey,
    queryFn: ({ pageParam, signal }): Promise<Page<TAnnouncementSummary>> => api.getPage(pageParam, ZAnnouncementList, signal),
    initialPageParam: announcementPaths.list,
    getNextPageParam: (last: Page<TAnnouncementSummary>) => last.nextPath ?? undefined,
  });
}

export function useAnnouncements() {
  return useInfiniteQuery(getAnnouncementsQueryOptions());
}

/** GET /api/announcements/:id: reading it marks it read for the family, so the list is asked again once it came. */
export function useAnnouncement(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: announcementKey(id),
    queryFn: ({ signal }) => api.get(announcementPaths.announcement(id), ZAnnouncement, signal),
  });
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: announcementListKey });
  }, [readAt, queryClient]);
  return query;
}

/** POST /api/announcements/:id/acknowledge: one press; the page then says when and by whom. */
export function useAcknowledge(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(announcementPaths.acknowledge(id), ZAnnouncementAcknowledged, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.announcements }),
  });
}

type Reply = Omit<TAnnouncementReplyRequest, 'files'> & { files: readonly File[] };

/** POST /api/announcements/:id/reply: a private conversation with the sender about one child, never a reply to all. */
export function useReplyToAnnouncement(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...request }: Reply): Promise<TMessageSent> =>
      api.post(announcementPaths.reply(id), ZMessageSent, { ...request, files: await uploadsOf(files) }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
        queryClient.invalidateQueries({ queryKey: queryKeys.announcements }),
      ]);
    },
  });
}

/** GET /api/announcements/files/:id: an attachment, served only to a family the announcement reached. */
export function getAnnouncementFile(id: number): Promise<Blob> {
  return api.blob(announcementPaths.file(id));
}
