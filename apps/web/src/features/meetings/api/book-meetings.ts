import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZBookMeetingsResponse, type TBookingEntry, type TBookMeetingsResponse } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { refreshAfterChange } from './refresh-after-change';

export const BOOKED = 'Meeting booked successfully!';
export const BOOKING_FAILED = "Error during meeting's booking";

/** POST /api/meeting/book: every entry is booked, or none (409 SLOT_TAKEN names the rule broken). */
export function bookMeetings(bookMeetings: TBookingEntry[]): Promise<TBookMeetingsResponse> {
  return api.post(apiPaths.bookMeetings, ZBookMeetingsResponse, { bookMeetings });
}

/** The server's reason for a refusal the family can act on (a taken slot, a closed meeting). */
export function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 409 ? error.message : undefined;
}

/** Books the entries of one child's meeting; `onBooked` clears the pending choices. */
export function useBookMeetings({ meetingId, childId, onBooked }: { meetingId: number; childId: number; onBooked: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookMeetings,
    onSuccess: () => {
      notifySuccess(BOOKED);
      onBooked();
    },
    onError: (error) => notifyFailure(BOOKING_FAILED, error, refusalReason(error)),
    onSettled: () => refreshAfterChange(queryClient, meetingId, childId),
  });
}
