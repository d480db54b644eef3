import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCompetencies, staffMarksPaths, type TCompetencyRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { anyAnswer, staffMarksKeys } from './marks-keys';

/** GET /api/staff/marks/competencies: the school's list of competencies, the archived ones included. */
export const getCompetenciesQueryOptions = () =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMarksKeys.competencies,
      queryFn: ({ signal }) => api.get(staffMarksPaths.competencies, ZCompetencies, signal),
      meta: { errorMessage: msg`The competencies could not be loaded.` },
    }),
  );

export const useCompetencies = () => useQuery(getCompetenciesQueryOptions());

/** POST /api/staff/marks/competencies (office): a competency in a domain of the common core. */
export function useAddCompetency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompetencyRequest) => api.post(staffMarksPaths.competencies, anyAnswer, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMarksKeys.competencies }),
  });
}
