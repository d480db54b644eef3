import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZRetentionSettings, retentionPaths, type TUpdateRetentionRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';

export const retentionKeys = {
  settings: ['staff', 'retention', 'settings'] as const,
  newSchoolYear: ['staff', 'retention', 'new-school-year'] as const,
};

export const getRetentionSettingsQueryOptions = () =>
  queryOptions({
    queryKey: retentionKeys.settings,
    queryFn: ({ signal }) => api.get(retentionPaths.settings, ZRetentionSettings, signal),
    meta: { errorMessage: msg`Error loading data.` },
  });

/** GET /api/staff/retention: each kind's months, and when the nightly job runs. */
export function useRetentionSettings() {
  return useQuery(withErrorShownInPlace(getRetentionSettingsQueryOptions()));
}

/** PUT /api/staff/retention: every kind at once; the answer is the saved settings. */
export function useSaveRetentionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateRetentionRequest) => api.put(retentionPaths.settings, ZRetentionSettings, input),
    onSuccess: (saved) => queryClient.setQueryData(retentionKeys.settings, saved),
  });
}
