import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarPaths, ZOk, ZTermDatesPage, ZTermEvent, type TTermEventInput } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { notifySuccess } from '../../../../lib/toast';

const termDatesKey = ['staff', 'term-dates'] as const;

/** GET /api/staff/term-dates?schoolYear=: the school years and the chosen one's events (the newest without one). */
export function getTermDatesQueryOptions(schoolYear: string | null) {
  const query = schoolYear ? `?schoolYear=${encodeURIComponent(schoolYear)}` : '';
  return queryOptions({
    queryKey: [...termDatesKey, schoolYear],
    queryFn: ({ signal }) => api.get(`${calendarPaths.termDates}${query}`, ZTermDatesPage, signal),
    meta: { errorMessage: msg`Error loading data.` },
  });
}

export function useTermDates(schoolYear: string | null) {
  return useQuery({ ...withErrorShownInPlace(getTermDatesQueryOptions(schoolYear)), placeholderData: keepPreviousData });
}

/** Creates (id null) or corrects a term date; the form shows a refusal itself. */
export function useSaveTermDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TTermEventInput }) =>
      id === null ? api.post(calendarPaths.termDates, ZTermEvent, input) : api.patch(calendarPaths.termDate(id), ZTermEvent, input),
    onSuccess: async (_event, { id }) => {
      await queryClient.invalidateQueries({ queryKey: termDatesKey });
      notifySuccess(i18n._(id === null ? msg`Term date published` : msg`Term date saved`));
    },
  });
}

/** POST /api/staff/term-dates/{id}/withdraw: families no longer see it; its unseen notifications go. */
export function useWithdrawTermDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(calendarPaths.withdrawTermDate(id), ZOk, {}),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: termDatesKey });
      notifySuccess(i18n._(msg`Term date withdrawn`));
    },
  });
}
