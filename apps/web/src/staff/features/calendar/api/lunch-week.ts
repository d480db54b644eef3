import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarPaths, ZLunchWeek, ZOk, type TLunchWeekInput } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { notifySuccess } from '../../../../lib/toast';

const lunchWeekKey = (monday: string) => ['staff', 'lunch-menu', monday] as const;

/** GET /api/staff/lunch-menu/{monday}: the five work days of that week, as families read them. */
export function getLunchWeekQueryOptions(monday: string) {
  return queryOptions({
    queryKey: lunchWeekKey(monday),
    queryFn: ({ signal }) => api.get(calendarPaths.lunchWeek(monday), ZLunchWeek, signal),
    meta: { errorMessage: msg`Error fetching food menu by week. Please try again later.` },
  });
}

/** The page shows a failed week itself, with Retry; the week on screen stays while the next one loads. */
export function useLunchWeek(monday: string) {
  return useQuery({ ...withErrorShownInPlace(getLunchWeekQueryOptions(monday)), placeholderData: keepPreviousData });
}

/** POST /api/staff/lunch-menu/{monday}: replaces the week's menus. A refusal is shown by the form, not as a toast. */
export function useSaveLunchWeek(monday: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLunchWeekInput) => api.post(calendarPaths.lunchWeek(monday), ZLunchWeek, input),
    onSuccess: (week) => {
      queryClient.setQueryData(lunchWeekKey(monday), week);
      notifySuccess(i18n._(msg`Lunch menu saved`));
    },
  });
}

/** POST /api/staff/lunch-menu/{date}/clear: that day has no menu any more. */
export function useClearLunchDay(monday: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => api.post(calendarPaths.clearLunchDay(date), ZOk, {}),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lunchWeekKey(monday) });
      notifySuccess(i18n._(msg`Day cleared`));
    },
  });
}
