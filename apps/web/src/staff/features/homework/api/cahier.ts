import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffCahier, staffCahierPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffHomeworkKeys } from './homework-keys';

/** GET /api/staff/homework/groups/:groupId?from=&to=: the group, its lessons with their notes, and the homework due in the window. */
export const getCahierQueryOptions = (groupId: number, from: string, to: string) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffHomeworkKeys.cahier(groupId, from, to),
      queryFn: ({ signal }) => api.get(`${staffCahierPath(groupId)}?from=${from}&to=${to}`, ZStaffCahier, signal),
      meta: { errorMessage: msg`The cahier de textes could not be loaded.` },
    }),
  );

/** The week shown stays on screen while the next one is asked, so the page does not jump. */
export const useCahier = (groupId: number, from: string, to: string) =>
  useQuery({ ...getCahierQueryOptions(groupId, from, to), placeholderData: keepPreviousData });

/** The group's lessons in a later window, for the "due at a lesson" choice (no placeholder: another window is other lessons). */
export const useLaterLessons = (groupId: number, from: string, to: string) => useQuery(getCahierQueryOptions(groupId, from, to));
