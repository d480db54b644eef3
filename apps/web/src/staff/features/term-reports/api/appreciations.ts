import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZClassAppreciations,
  ZGroupAppreciations,
  staffTermReportClassPath,
  staffTermReportGroupPath,
  type TAppreciationsRequest,
} from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { termReportsKeys } from './term-reports-keys';

/** GET …/groups/:groupId: a line per pupil with their average in the subject and the teacher's appreciation. */
export const getGroupAppreciationsQueryOptions = (termId: number, groupId: number) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: termReportsKeys.group(termId, groupId),
      queryFn: ({ signal }) => api.get(staffTermReportGroupPath(termId, groupId), ZGroupAppreciations, signal),
      meta: { errorMessage: msg`The appreciations could not be loaded.` },
    }),
  );
export const useGroupAppreciations = (termId: number, groupId: number) => useQuery(getGroupAppreciationsQueryOptions(termId, groupId));

/** GET …/classes/:classId: a line per pupil with their subjects' averages and appreciations, and the general one. */
export const getClassAppreciationsQueryOptions = (termId: number, classId: number) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: termReportsKeys.class(termId, classId),
      queryFn: ({ signal }) => api.get(staffTermReportClassPath(termId, classId), ZClassAppreciations, signal),
      meta: { errorMessage: msg`The appreciations could not be loaded.` },
    }),
  );
export const useClassAppreciations = (termId: number, classId: number) => useQuery(getClassAppreciationsQueryOptions(termId, classId));

const anyAnswer = { parse: (data: unknown) => data };

/** PUT a group's or a class's appreciations (only the lines changed); the term's views are asked again. */
export function useSaveAppreciations(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAppreciationsRequest) => api.put(path, anyAnswer, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termReportsKeys.all }),
  });
}
