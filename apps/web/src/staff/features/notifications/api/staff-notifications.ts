import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZOk,
  ZReadAllResponse,
  ZStaffNotificationList,
  ZStaffNotificationPreferences,
  staffNotificationPaths,
  type TUpdateStaffNotificationPreferencesRequest,
} from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';

/** The bell asks again this often, so what a family sends back shows without reloading the page. */
export const STAFF_BELL_REFRESH_MS = 60_000;

export const staffNotificationKeys = {
  list: ['staff', 'notifications'] as const,
  preferences: ['staff', 'notification-preferences'] as const,
};

export const staffNotificationsQuery = () =>
  queryOptions({
    queryKey: staffNotificationKeys.list,
    queryFn: ({ signal }) => api.get(staffNotificationPaths.list, ZStaffNotificationList, signal),
    meta: { errorMessage: msg`Error loading data.` },
  });

/** GET /api/staff/notifications: the newest ones and the count of unread, for the bell and its page. */
export function useStaffNotifications() {
  return useQuery({ ...withErrorShownInPlace(staffNotificationsQuery()), refetchInterval: STAFF_BELL_REFRESH_MS });
}

export function useReadStaffNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(staffNotificationPaths.read.replace(':id', String(id)), ZOk, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffNotificationKeys.list }),
  });
}

export function useReadAllStaffNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(staffNotificationPaths.readAll, ZReadAllResponse, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffNotificationKeys.list }),
  });
}

export function useStaffNotificationPreferences() {
  return useQuery(
    withErrorShownInPlace(
      queryOptions({
        queryKey: staffNotificationKeys.preferences,
        queryFn: ({ signal }) => api.get(staffNotificationPaths.preferences, ZStaffNotificationPreferences, signal),
        meta: { errorMessage: msg`Error loading data.` },
      }),
    ),
  );
}

export function useSaveStaffNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateStaffNotificationPreferencesRequest) =>
      api.put(staffNotificationPaths.preferences, ZStaffNotificationPreferences, body),
    onSuccess: (saved) => queryClient.setQueryData(staffNotificationKeys.preferences, saved),
  });
}
