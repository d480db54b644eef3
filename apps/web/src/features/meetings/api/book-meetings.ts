import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZBookMeetingsResponse, type TBookingEntry, type TBookMeetingsResponse } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { refreshAfterChange } from './refresh-after-change';

export const BOOKED = msg`Meeting booked successfully!`;
export const BOOKING_FAILED = msg`Error during meeting's booking`;

/** POST /api/meeting/book: every entry is booked, or none (409 SLOT_TAKEN names the rule broken). */
export function bookMeetings(bookMeetings: TBookingEntry[]): Promise<TBookMeetingsResponse> {
  return api.post(apiPaths.bookMeetings, ZBookMeetingsResponse, { bookMeetings });
}

/** The server's reason for a refusal the family can act on (a taken slot, a closed meeting), in the page's language. */
export function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 409 ? error.message : undefined;
}

/** The server writes its reasons without a final stop; a second sentence follows here. */
const asSentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * The second line of a refused booking's toast: the server's reason, then that nothing of the batch was
 * booked (the server books every entry in one transaction, or none), so the parent does not believe the
 * other slots went through. The other picks stay selected, as the pickers show; the refused one is
 * dropped once the meeting is read again. Kept short: a long toast would cover the page's buttons.
 */
export function refusedBookingDescription(error: unknown, count: number): string | undefined {
  const reason = refusalReason(error);
  if (reason === undefined) return undefined;
  const why = asSentence(reason);
  const nothingBooked = plural(count, {
    one: 'The selected slot was not booked.',
    other: 'None of the # selected slots were booked.',
  });
  return `${why} ${nothingBooked}`;
}

/** Books the entries of one child's meeting; `onBooked` drops the booked entries from the pending picks. */
export function useBookMeetings({
  meetingId,
  childId,
  onBooked,
}: {
  meetingId: number;
  childId: number;
  onBooked: (booked: readonly TBookingEntry[]) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookMeetings,
    onSuccess: (_answer, entries) => {
      notifySuccess(i18n._(BOOKED));
      onBooked(entries);
    },
    onError: (error, entries) => notifyFailure(i18n._(BOOKING_FAILED), error, refusedBookingDescription(error, entries.length)),
    onSettled: () => refreshAfterChange(queryClient, meetingId, childId),
  });
}
