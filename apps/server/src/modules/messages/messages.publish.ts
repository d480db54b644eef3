import * as z from 'zod';
import type { Db } from '../../db/connect';
import type { JobHandler } from '../../jobs/job-worker';
import { PermanentJobError } from '../../jobs/job-worker';
import { completeClaimedJob, enqueueJob } from '../../jobs/jobs';
import { childFollowers, studentAccounts } from '../../lib/child-followers';
import { inTransaction } from '../../lib/transaction';
import { notifyAccounts } from '../notifications/notify';
import { notifyStaff, officeAccounts } from '../notifications/staff-notify';
import { tellLive } from './live-seam';

const ZDeliveryJob = z.strictObject({ messageId: z.number().int() });

type ConversationSides = { child_id: number; student_only: number; staff_kind: string; teacher_id: number | null };

/** The family side's accounts: the student alone for their own conversation, the parents otherwise. */
export async function familyAccountsOf(db: Db, conversation: ConversationSides): Promise<number[]> {
  if (conversation.student_only === 1) return studentAccounts(db, conversation.child_id);
  return childFollowers(db, [conversation.child_id], { parentsOnly: true });
}

/** The staff side's accounts: the teacher's own account, or every office account. */
export async function staffAccountsOf(db: Db, conversation: ConversationSides): Promise<number[]> {
  if (conversation.staff_kind === 'office') return officeAccounts(db);
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('teacher_id', '=', conversation.teacher_id ?? -1)
    .where('deactivated_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Queued with each message in its transaction, due when the message is delivered (the end of quiet hours,
 * or at once): the readers are told then, in the bell, by e-mail and push, never in quiet hours.
 */
export async function queueMessageDelivery(trx: Db, messageId: number, writtenAt: Date, deliverAt: Date): Promise<void> {
  await enqueueJob(
    trx,
    { kind: 'message-delivery', payload: JSON.stringify({ messageId }), summarySubject: 'message', runAfter: deliverAt },
    writtenAt,
  );
}

function payloadOf(payload: string): { messageId: number } {
  try {
    return ZDeliveryJob.parse(JSON.parse(payload));
  } catch (error) {
    throw new PermanentJobError(`unreadable message delivery: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Tells the other side of the message's conversation; what it tells and the job's completion commit together. */
async function tellRecipients(trx: Db, messageId: number): Promise<number[]> {
  const message = await trx
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .innerJoin('users', 'users.id', 'messages.author_id')
    .innerJoin('children', 'children.id', 'conversations.child_id')
    .select([
      'messages.from_family',
      'conversations.id as conversation_id',
      'conversations.subject',
      'conversations.child_id',
      'conversations.student_only',
      'conversations.staff_kind',
      'conversations.teacher_id',
      'users.first_name',
      'users.last_name',
      'children.first_name as child_first_name',
      'children.last_name as child_last_name',
    ])
    .where('messages.id', '=', messageId)
    .executeTakeFirst();
  // Gone with its pupil's records (retention): nobody is left to tell.
  if (!message) return [];
  const from = `${message.first_name} ${message.last_name}`.trim();
  const link = String(message.conversation_id);
  if (message.from_family === 1) {
    const staff = await staffAccountsOf(trx, message);
    const child = `${message.child_first_name} ${message.child_last_name}`.trim();
    await notifyStaff(trx, staff, {
      subject: 'staff message',
      subjectId: message.conversation_id,
      link,
      kind: 'message.newAbout',
      params: { from, child, subject: message.subject },
    });
    return staff;
  }
  const family = await familyAccountsOf(trx, message);
  await notifyAccounts(
    trx,
    family,
    { subject: 'message', subjectId: message.conversation_id, kind: 'message.new', params: { from, subject: message.subject } },
    link,
  );
  return family;
}

export function messageDeliveryJobHandler(db: Db, clock: { now: () => Date }): JobHandler {
  return async (job) => {
    const { messageId } = payloadOf(job.payload);
    const told = await inTransaction(db, async (trx) => {
      if (!(await completeClaimedJob(trx, job, clock.now()))) return [];
      return tellRecipients(trx, messageId);
    });
    tellLive(db, told, 'messages');
  };
}
