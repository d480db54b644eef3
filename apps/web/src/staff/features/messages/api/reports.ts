import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMessageReports, ZOk, staffMessagePaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffMessageKeys } from './messages-keys';

/** GET /api/staff/messages/reports (office): the reports not yet handled. */
export const getMessageReportsQueryOptions = () =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMessageKeys.reports,
      queryFn: ({ signal }) => api.get(`${staffMessagePaths.reports}?state=open`, ZMessageReports, signal),
      meta: { errorMessage: msg`The reports could not be loaded.` },
    }),
  );

export const useMessageReports = () => useQuery(getMessageReportsQueryOptions());

/** POST /api/staff/messages/reports/:id/resolve (office): the report is handled and leaves the list. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(staffMessagePaths.resolveReport.replace(':id', String(id)), ZOk, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMessageKeys.reports }),
  });
}
