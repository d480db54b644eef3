import crypto from 'node:crypto';
import type { Db } from '../db/connect';
import { enqueueJob, enqueueJobs } from '../jobs/jobs';
import { PermanentJobError } from '../jobs/job-worker';
import type { ClaimedJob } from '../jobs/job-claim';
import type { MailKeyRing } from './mail-keys';
import type { MailMessage } from './mail-message';
import type { MailSource } from './mail-sources';
import type { MailTransport } from './mail-transport';
import { openWithRing, sealWithRing, UnreadableMessage } from './sealed';

/**
 * The payload of an e-mail job. The Message-ID is chosen now and kept in it: every attempt sends the
 * same one, so a receiving server that got a message whose acknowledgement was lost can tell the
 * retry is a copy.
 */
export const sealMessage = (mailKeys: MailKeyRing, message: MailMessage) =>
  sealWithRing(mailKeys, JSON.stringify({ ...message, messageId: crypto.randomUUID() }));

/**
 * Queues an e-mail in the caller's transaction (the cause and the message commit together); the
 * worker sends it. Wake the worker after the commit (`app.jobs.wake()`) for it to go at once.
 */
export async function queueEmail(
  trx: Db,
  ctx: { mailKeys: MailKeyRing; now: () => Date },
  message: MailMessage,
  about: { userId?: number | null; source?: MailSource } = {},
): Promise<number> {
  return enqueueJob(
    trx,
    {
      kind: 'email',
      payload: sealMessage(ctx.mailKeys, message),
      summaryTo: message.to,
      summarySubject: message.subject,
      userId: about.userId ?? null,
      source: about.source ?? null,
    },
    ctx.now(),
  );
}

/** Several e-mails queued in the caller's transaction in batched inserts (a notice to every family's parents). */
export async function queueEmails(
  trx: Db,
  ctx: { mailKeys: MailKeyRing; now: () => Date },
  mails: ReadonlyArray<{ message: MailMessage; about: { userId?: number | null; source?: MailSource } }>,
): Promise<void> {
  await enqueueJobs(
    trx,
    mails.map(({ message, about }) => ({
      kind: 'email' as const,
      payload: sealMessage(ctx.mailKeys, message),
      summaryTo: message.to,
      summarySubject: message.subject,
      userId: about.userId ?? null,
      source: about.source ?? null,
    })),
    ctx.now(),
  );
}

/** The worker's handler for e-mail: opens the sealed message and hands it to the transport. */
export function emailJobHandler(transport: MailTransport, mailKeys: MailKeyRing, from: string) {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'carnet.invalid';
  return async (job: ClaimedJob) => {
    let opened: string;
    try {
      opened = openWithRing(mailKeys, job.payload);
    } catch (error) {
      // No retry can open it: the office sees why and rebuilds it where it can (decision 089).
      if (error instanceof UnreadableMessage) throw new PermanentJobError(error.message, error.reason);
      throw error;
    }
    const { messageId, ...message } = JSON.parse(opened) as MailMessage & { messageId: string };
    await transport.send(message, `<${messageId}@${domain}>`);
  };
}
