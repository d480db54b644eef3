import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZNewSchoolYearSummary, retentionPaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { retentionKeys } from './retention-settings';

export const getNewSchoolYearQueryOptions = () =>
  queryOptions({
    queryKey: retentionKeys.newSchoolYear,
    queryFn: ({ signal }) => api.get(retentionPaths.newSchoolYear, ZNewSchoolYearSummary, signal),
    meta: { errorMessage: msg`Error loading data.` },
  });

/** GET /api/staff/new-school-year: what the roll would do now, or what it did. */
export function useNewSchoolYear() {
  return useQuery(withErrorShownInPlace(getNewSchoolYearQueryOptions()));
}

/** POST /api/staff/new-school-year with the year the office confirmed; the answer replaces the preview. */
export function useRollNewSchoolYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schoolYear: string) => api.post(retentionPaths.newSchoolYear, ZNewSchoolYearSummary, { schoolYear }),
    onSuccess: (done) => queryClient.setQueryData(retentionKeys.newSchoolYear, done),
  });
}
