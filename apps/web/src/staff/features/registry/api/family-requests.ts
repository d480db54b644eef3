import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZStaffFamilyRequest,
  ZStaffFamilyRequestDay,
  familyRequestDecisionPath,
  staffFamilyRequestPaths,
  type TDecideLeaveRequest,
} from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { rollCallKeys } from './roll-call-keys';

/** GET /api/staff/family-requests?date=: the families' reports and leave of the day, leave to decide, differences (office). */
export const getFamilyRequestDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: rollCallKeys.familyRequests(date),
    queryFn: ({ signal }) => api.get(`${staffFamilyRequestPaths.day}?date=${encodeURIComponent(date)}`, ZStaffFamilyRequestDay, signal),
    meta: { errorMessage: msg`The families’ requests could not be loaded.` },
  });

export const useFamilyRequestDay = (date: string) =>
  useQuery({ ...withErrorShownInPlace(getFamilyRequestDayQueryOptions(date)), placeholderData: keepPreviousData });

/** POST /api/staff/family-requests/{id}/decision: grants or refuses leave; every day's view reads again. */
export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TDecideLeaveRequest }) =>
      api.post(familyRequestDecisionPath(id), ZStaffFamilyRequest, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...rollCallKeys.all, 'family-requests'] }),
  });
}
