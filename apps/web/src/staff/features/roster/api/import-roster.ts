import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRosterReport, rosterPaths, type TRosterImportRequest, type TRosterReport } from '@carnet/contract';
import { api } from '../../../../lib/api-client';

/** POST /api/staff/roster/import: the report of a check (dryRun: nothing is written) or of the import itself. */
export const importRoster = (request: TRosterImportRequest): Promise<TRosterReport> => api.post(rosterPaths.import, ZRosterReport, request);

/**
 * Checks or applies a OneRoster zip. An applied import changes pupils, families, classes, teachers and
 * accounts as well as the history of imports: every staff read is asked again.
 */
export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRoster,
    onSuccess: (report) => (report.isDryRun ? undefined : queryClient.invalidateQueries({ queryKey: ['staff'] })),
  });
}
