import * as z from 'zod';
import type { Db } from '../../db/connect';
import type { JobHandler } from '../../jobs/job-worker';
import { PermanentJobError } from '../../jobs/job-worker';
import { completeClaimedJob, enqueueJob } from '../../jobs/jobs';
import { inTransaction } from '../../lib/transaction';
import type { MailContext } from '../../mail/mail-context';
import { queueEmail } from '../../mail/mail-queue';
import { type BookingConfirmation, bookingConfirmationLetters } from './booking-confirmation';

const ZBookingConfirmation = z.strictObject({
  bookingIds: z.array(z.number().int()),
  familyId: z.number().int(),
  parentUserId: z.number().int().optional(),
  isMove: z.boolean().optional(),
});

/**
 * Records, in the booking's own transaction, that its confirmation must be sent: one row of ids, so
 * the booking's transaction stays short (decision 092); the worker writes the e-mail and its `.ics`
 * after the commit. The job exists if and only if the booking was saved, so a process that dies after
 * the commit loses nothing: any worker takes the job up.
 */
export async function queueBookingConfirmation(trx: Db, ctx: Pick<MailContext, 'now'>, input: BookingConfirmation): Promise<void> {
  await enqueueJob(
    trx,
    { kind: 'booking-confirmation', payload: JSON.stringify(input), summarySubject: 'booking confirmation' },
    ctx.now(),
  );
}

function payloadOf(payload: string): BookingConfirmation {
  try {
    return ZBookingConfirmation.parse(JSON.parse(payload));
  } catch (error) {
    throw new PermanentJobError(`unreadable booking confirmation: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The worker's handler: reads and writes the confirmation, then queues its e-mail and marks the job done
 * in one short transaction, so a worker dying at any point neither loses the confirmation nor queues it
 * twice. The writing (the calendar file above all) stays out of the transaction: on SQLite a transaction
 * holds the one connection, and every request's query would wait for it.
 */
export function bookingConfirmationJobHandler(db: Db, ctx: MailContext): JobHandler {
  return async (job) => {
    const input = payloadOf(job.payload);
    const letters = await bookingConfirmationLetters(db, ctx, input);
    await inTransaction(db, async (trx) => {
      if (!(await completeClaimedJob(trx, job, ctx.now()))) return;
      for (const { userId, message } of letters) await queueEmail(trx, ctx, message, { userId, source: 'booking' });
    });
  };
}
