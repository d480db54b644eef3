import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZTermReportSummaries,
  staffTermReportOpenPath,
  staffTermReportPublishPath,
  staffTermReportsPaths,
  type TTermReportSummary,
} from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { termReportsKeys } from './term-reports-keys';

/** While a term's reports are being made, the list is asked again this often: the office's progress bar follows it. */
export const PUBLISHING_POLL_MS = 2000;

const isPublishing = (terms: readonly TTermReportSummary[] | undefined) => terms?.some((term) => term.state === 'publishing') ?? false;

/** GET /api/staff/term-reports: the school year's terms with their reports' state, polled while one is publishing. */
export const getTermReportsQueryOptions = () =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: termReportsKeys.terms,
      queryFn: ({ signal }) => api.get(staffTermReportsPaths.terms, ZTermReportSummaries, signal),
      refetchInterval: (query) => (isPublishing(query.state.data?.terms) ? PUBLISHING_POLL_MS : false),
      meta: { errorMessage: msg`The terms could not be loaded.` },
    }),
  );

export const useTermReports = () => useQuery(getTermReportsQueryOptions());

/** Any answer: the list is asked again for the state as the server holds it. */
const anyAnswer = { parse: (data: unknown) => data };

/** POST …/open and POST …/publish (office): the term's state moves; every term reports view is asked again. */
export function useTermReportStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ termId, step }: { termId: number; step: 'open' | 'publish' }) =>
      api.post(step === 'open' ? staffTermReportOpenPath(termId) : staffTermReportPublishPath(termId), anyAnswer, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termReportsKeys.all }),
  });
}
