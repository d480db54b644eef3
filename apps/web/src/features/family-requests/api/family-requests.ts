import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZFamilyRequest,
  ZFamilyRequestList,
  familyRequestPaths,
  type TAskLeaveRequest,
  type TFamilyRequest,
  type TReportAbsenceRequest,
} from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { withErrorShownInPlace } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { readAsDataUrl } from '../../../lib/read-as-data-url';

/** GET /api/family-requests: the family's reports and leave requests, the newest first. */
export const getFamilyRequestsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.familyRequests,
    queryFn: ({ signal }) => api.get(familyRequestPaths.list, ZFamilyRequestList, signal),
    meta: { errorMessage: msg`Your requests could not be loaded.` },
  });

export const useFamilyRequests = () => useQuery(withErrorShownInPlace(getFamilyRequestsQueryOptions()));

type Report = Omit<TReportAbsenceRequest, 'certificate'> & { certificate: File | null };

/** POST /api/family-requests/absences: the certificate goes as a data URL, checked by the server by its bytes. */
export function useReportAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ certificate, ...request }: Report): Promise<TFamilyRequest> =>
      api.post(familyRequestPaths.absences, ZFamilyRequest, {
        ...request,
        ...(certificate ? { certificate: { name: certificate.name, contents: await readAsDataUrl(certificate) } } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.familyRequests }),
  });
}

/** POST /api/family-requests/leave. */
export function useAskLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TAskLeaveRequest): Promise<TFamilyRequest> => api.post(familyRequestPaths.leave, ZFamilyRequest, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.familyRequests }),
  });
}
