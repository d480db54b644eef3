import crypto from 'node:crypto';
import type { Db } from '../db/connect';
import { enqueueJob } from '../jobs/jobs';
import { PermanentJobError } from '../jobs/job-worker';
import type { ClaimedJob } from '../jobs/job-claim';
import type { MailMessage } from './mail-message';
import type { MailTransport } from './mail-transport';
import { seal, unseal } from './sealed';

/**
 * Queues an e-mail in the caller's transaction (the cause and the message commit together); the
 * worker sends it. Wake the worker after the commit (`app.jobs.wake()`) for it to go at once.
 */
export async function queueEmail(
  trx: Db,
  ctx: { sealKey: Buffer; now: () => Date },
  message: MailMessage,
  userId: number | null = null,
): Promise<number> {
  return enqueueJob(
    trx,
    {
      kind: 'email',
      // The Message-ID is chosen now and kept in the payload: every attempt sends the same one, so a
      // receiving server that got a message whose acknowledgement was lost can tell the retry is a copy.
      payload: seal(ctx.sealKey, JSON.stringify({ ...message, messageId: crypto.randomUUID() })),
      summaryTo: message.to,
      summarySubject: message.subject,
      userId,
    },
    ctx.now(),
  );
}

/** The worker's handler for e-mail: opens the sealed message and hands it to the transport. */
export function emailJobHandler(transport: MailTransport, sealKey: Buffer, from: string) {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'carnet.invalid';
  return async (job: ClaimedJob) => {
    let opened: string;
    try {
      opened = unseal(sealKey, job.payload);
    } catch {
      // Sealed with another key (JWT_SECRET changed): no retry can read it; the office re-invites.
      throw new PermanentJobError('the message cannot be read: it was queued under another JWT_SECRET');
    }
    const { messageId, ...message } = JSON.parse(opened) as MailMessage & { messageId: string };
    await transport.send(message, `<${messageId}@${domain}>`);
  };
}
