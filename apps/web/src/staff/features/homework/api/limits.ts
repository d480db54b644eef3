import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZHomeworkLimitsView, staffHomeworkPaths, type THomeworkLimits } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffHomeworkKeys } from './homework-keys';

/** GET /api/staff/homework/limits (office): tests a day, and minutes a day for each year group. */
export const getHomeworkLimitsQueryOptions = () =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffHomeworkKeys.limits,
      queryFn: ({ signal }) => api.get(staffHomeworkPaths.limits, ZHomeworkLimitsView, signal),
      meta: { errorMessage: msg`The homework limits could not be loaded.` },
    }),
  );

export const useHomeworkLimits = () => useQuery(getHomeworkLimitsQueryOptions());

/** PUT /api/staff/homework/limits: every load shown (a teacher's warning, a class's week) is measured again. */
export function useSaveHomeworkLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: THomeworkLimits) => api.put(staffHomeworkPaths.limits, ZHomeworkLimitsView, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffHomeworkKeys.limits, saved);
      return queryClient.invalidateQueries({ queryKey: staffHomeworkKeys.all, predicate: (query) => query.queryKey[2] !== 'limits' });
    },
  });
}
