import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZEveningSchedule, ZOk, eveningSchedulePath, eveningSchedulePdfPath, moveBookingPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { eveningKeys } from './evening-keys';

type Params = { eveningId: number; teacherId: number };

/** GET /api/staff/evenings/{id}/schedule?teacherId=: every slot, booked ones with the pupil and the parents. */
export const getScheduleQueryOptions = ({ eveningId, teacherId }: Params) =>
  queryOptions({
    queryKey: eveningKeys.schedule(eveningId, teacherId),
    queryFn: ({ signal }) => api.get(eveningSchedulePath(eveningId, teacherId), ZEveningSchedule, signal),
    meta: { errorMessage: msg`The schedule could not be loaded.` },
  });

export const useSchedule = (params: Params) => useQuery(withErrorShownInPlace(getScheduleQueryOptions(params)));

/** GET …/schedule.pdf?teacherId=: the same schedule to print. */
export const getSchedulePdf = ({ eveningId, teacherId }: Params) => api.blob(eveningSchedulePdfPath(eveningId, teacherId));

/**
 * POST …/bookings/{bookingId}/move (office): the schedule and the evening's fill rates are asked again,
 * after a refusal too (the slot was taken meanwhile: the page shows who has it now).
 */
export function useMoveBooking({ eveningId, teacherId }: Params) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, startTime }: { bookingId: number; startTime: string }) =>
      api.post(moveBookingPath(eveningId, bookingId), ZOk, { startTime }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eveningKeys.schedule(eveningId, teacherId) }),
        queryClient.invalidateQueries({ queryKey: eveningKeys.evening(eveningId) }),
        queryClient.invalidateQueries({ queryKey: eveningKeys.list() }),
      ]),
  });
}
