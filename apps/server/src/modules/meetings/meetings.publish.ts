import { meetingSlots } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { createMeeting } from './meetings.repository';
import { notifyParentsOfChildren } from '../notifications/notify';
import { inTransaction } from '../../lib/transaction';
import { badRequest } from '../../lib/app-error';

export type PublishMeetingInput = {
  name: string;
  date: string;
  startRegistrationDate: string;
  endRegistrationDate: string;
  startTime: string;
  endTime: string;
  durationInMinutes: number;
  /** The children whose families are invited. */
  childIds: number[];
};

/** Creates a meeting, its participants and a 'meeting' notification per family, together. */
export async function publishMeeting(db: Db, input: PublishMeetingInput): Promise<number> {
  if (meetingSlots(input.startTime, input.endTime, input.durationInMinutes).length === 0) {
    throw badRequest('meetings.noSlot');
  }
  if (input.startRegistrationDate > input.endRegistrationDate) throw badRequest('meetings.windowReversed');
  if (input.childIds.length === 0) throw badRequest('meetings.noParticipant');
  return inTransaction(db, async (trx) => {
    const meetingId = await createMeeting(trx, input);
    // Booking is the parents' act: each family's parents are told once, however many children take part.
    await notifyParentsOfChildren(trx, input.childIds, {
      subject: 'meeting',
      subjectId: meetingId,
      kind: 'meeting.open',
      params: { name: input.name },
    });
    return meetingId;
  });
}
