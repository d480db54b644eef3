import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZReportList, type TReport } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/report: the reports of the user's children (a student: her own). */
export function getReports(signal?: AbortSignal): Promise<TReport[]> {
  return api.get(apiPaths.reports, ZReportList, signal);
}

export function getReportsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reports,
    queryFn: ({ signal }) => getReports(signal),
    meta: { errorMessage: msg`Error fetching reports data` },
  });
}

export function useReports() {
  return useQuery(getReportsQueryOptions());
}
