import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMarksSettings, staffMarksPaths, type TMarksSettings } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { anyAnswer, staffMarksKeys } from './marks-keys';

/** GET /api/staff/marks/settings: the school's release time and the parents' delay. */
export const getMarksSettingsQueryOptions = () =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMarksKeys.settings,
      queryFn: ({ signal }) => api.get(staffMarksPaths.settings, ZMarksSettings, signal),
      meta: { errorMessage: msg`The release settings could not be loaded.` },
    }),
  );

export const useMarksSettings = () => useQuery(getMarksSettingsQueryOptions());

/** PUT /api/staff/marks/settings (office). */
export function useSaveMarksSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMarksSettings) => api.put(staffMarksPaths.settings, anyAnswer, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMarksKeys.settings }),
  });
}
