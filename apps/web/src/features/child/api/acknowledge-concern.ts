import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZOk } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notifyFailure, notifySuccess } from '../../../lib/toast';

export const CONCERN_ACKNOWLEDGED = msg`You have acknowledged the concern.`;
// The spec names no failure toast for this call; the person still needs to know it did not work.
export const CONCERN_ACKNOWLEDGE_FAILED = msg`The concern could not be acknowledged. Please try again.`;

/** GET /api/concern/{id}/acknowledge (a GET that writes, as the spec's client calls it). */
export function acknowledgeConcern(concernId: number) {
  return api.get(apiPaths.acknowledgeConcern(concernId), ZOk);
}

/** The server also marks the concern's notifications seen, so the tab dot and home banner go too. */
export function useAcknowledgeConcern(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeConcern,
    onSuccess: () => notifySuccess(i18n._(CONCERN_ACKNOWLEDGED)),
    onError: (error) => notifyFailure(i18n._(CONCERN_ACKNOWLEDGE_FAILED), error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.child(childId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      ]),
  });
}
