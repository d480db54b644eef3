import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMessagingSettings, staffMessagePaths, type TMessagingSettings } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffMessageKeys } from './messages-keys';

/** GET /api/staff/messages/settings (office): quiet hours, the expected reply time, whether students may write. */
export const getMessagingSettingsQueryOptions = () =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMessageKeys.settings,
      queryFn: ({ signal }) => api.get(staffMessagePaths.settings, ZMessagingSettings, signal),
      meta: { errorMessage: msg`The messaging settings could not be loaded.` },
    }),
  );

export const useMessagingSettings = () => useQuery(getMessagingSettingsQueryOptions());

/** PUT /api/staff/messages/settings */
export function useSaveMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMessagingSettings) => api.put(staffMessagePaths.settings, ZMessagingSettings, body),
    onSuccess: (saved) => queryClient.setQueryData(staffMessageKeys.settings, saved),
  });
}
