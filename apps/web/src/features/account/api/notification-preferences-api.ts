import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesPaths,
  type TNotificationPreferences,
  type TUpdateNotificationPreferencesRequest,
  ZNotificationPreferences,
} from '@carnet/contract';
import { api } from '../../../lib/api-client';

const notificationPreferencesKey = ['notification-preferences'] as const;

/** GET /api/me/notification-preferences: every kind's channel for the signed-in family member. */
export const getNotificationPreferences = (signal?: AbortSignal): Promise<TNotificationPreferences> =>
  api.get(notificationPreferencesPaths.mine, ZNotificationPreferences, signal);

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: notificationPreferencesKey, queryFn: ({ signal }) => getNotificationPreferences(signal) });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}

/** PUT /api/me/notification-preferences: the answer is the whole saved set, put straight in the cache. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateNotificationPreferencesRequest) =>
      api.put(notificationPreferencesPaths.mine, ZNotificationPreferences, request),
    onSuccess: (saved) => queryClient.setQueryData(getNotificationPreferencesQueryOptions().queryKey, saved),
  });
}
