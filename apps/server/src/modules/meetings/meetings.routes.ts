import {
  ZApiError,
  ZBookMeetingsRequest,
  ZBookMeetingsResponse,
  ZCancelMeetingRequest,
  ZCancelMeetingResponse,
  ZMeetingIdParams,
  ZMeetingInfo,
  ZOpenMeetingList,
  apiPaths,
} from '@carnet/contract';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { mailContextOf } from '../../mail/mail-context';
import { bookingConfirmationJobHandler } from './booking-confirmation-job';
import { bookMeetings, cancelMeeting } from './bookings.service';
import { getMeetingInfo, listOpenMeetings } from './meetings.service';

const parentsOnly = { roles: ['ROLE_PARENT' as const] };
const tags = ['meetings'];

export async function meetingsRoutes(app: App) {
  const { db } = app.deps;
  const mail = mailContextOf(app.deps);
  // A booking (or the office's move) records its confirmation as a job; the worker writes and mails it (decision 092).
  app.jobs.register('booking-confirmation', bookingConfirmationJobHandler(db, mail));

  app.get(apiPaths.openMeetings, { config: parentsOnly, schema: { tags, response: { 200: ZOpenMeetingList } } }, async (request) =>
    listOpenMeetings(db, request.actor, schoolToday(app.deps)),
  );

  app.get(
    apiPaths.meetingInfo(':meetingId'),
    { config: parentsOnly, schema: { tags, params: ZMeetingIdParams, response: { 200: ZMeetingInfo, 404: ZApiError } } },
    async (request) => getMeetingInfo(db, request.actor, request.params.meetingId),
  );

  app.post(
    apiPaths.bookMeetings,
    {
      config: parentsOnly,
      schema: {
        tags,
        description: 'Books every entry or none. 409 SLOT_TAKEN when a slot, the subject or the family time is already booked.',
        body: ZBookMeetingsRequest,
        response: { 200: ZBookMeetingsResponse, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      const booked = await bookMeetings(db, request.actor, request.body, schoolToday(app.deps), mail);
      // The confirmation's job was queued with the booking: it is written and goes now rather than at the next poll.
      app.jobs.wake();
      return booked;
    },
  );

  app.post(
    apiPaths.cancelMeeting,
    {
      config: parentsOnly,
      schema: {
        tags,
        body: ZCancelMeetingRequest,
        response: { 200: ZCancelMeetingResponse, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => cancelMeeting(db, request.actor, request.body, schoolToday(app.deps)),
  );
}
