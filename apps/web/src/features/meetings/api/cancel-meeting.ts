import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZCancelMeetingResponse, type TCancelMeetingRequest, type TCancelMeetingResponse } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { refreshAfterChange } from './refresh-after-change';
import { refusalReason } from './book-meetings';

export const CANCELED = msg`Meeting canceled successfully!`;
export const CANCEL_FAILED = msg`Error during meeting's cancelation`;

/** POST /api/meeting/cancel: frees one booked slot of the caller's child. */
export function cancelMeeting(entry: TCancelMeetingRequest): Promise<TCancelMeetingResponse> {
  return api.post(apiPaths.cancelMeeting, ZCancelMeetingResponse, entry);
}

export function useCancelMeeting({ meetingId, childId }: { meetingId: number; childId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMeeting,
    onSuccess: () => notifySuccess(i18n._(CANCELED)),
    onError: (error) => notifyFailure(i18n._(CANCEL_FAILED), error, refusalReason(error)),
    onSettled: () => refreshAfterChange(queryClient, meetingId, childId),
  });
}
