import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZDayAbsences, ZOk, absenceReasonPath, rollCallPaths, type TAbsenceReason } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { rollCallKeys } from './roll-call-keys';

/** GET /api/staff/roll-call/absences?date=: the day's absences and lateness, per class (office). */
export const getDayAbsencesQueryOptions = (date: string) =>
  queryOptions({
    queryKey: rollCallKeys.absences(date),
    queryFn: ({ signal }) => api.get(`${rollCallPaths.absences}?date=${encodeURIComponent(date)}`, ZDayAbsences, signal),
    meta: { errorMessage: msg`The absences could not be loaded.` },
  });

export const useDayAbsences = (date: string) =>
  useQuery({ ...withErrorShownInPlace(getDayAbsencesQueryOptions(date)), placeholderData: keepPreviousData });

/** POST /api/staff/roll-call/absences/{id}/reason: why a pupil was absent, and whether it is excused. */
export function useSaveAbsenceReason(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registryId, input }: { registryId: number; input: TAbsenceReason }) =>
      api.post(absenceReasonPath(registryId), ZOk, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rollCallKeys.absences(date) }),
  });
}
