import type { TMessageReport, TReportMessageRequest } from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import type { StoredFile } from '../../lib/download';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { type Side, fromFamilyFlag } from './conversation-reach';
import type { Conversations } from './messages.repository';

/** A message the caller sees, in a conversation they read: their side's own, or the other side's once delivered. */
function visibleMessages(db: Db, conversations: Conversations, side: Side, now: string) {
  return db
    .selectFrom('messages')
    .where('messages.conversation_id', 'in', conversations.select('conversations.id'))
    .where((eb) => eb.or([eb('messages.from_family', '=', fromFamilyFlag(side)), eb('messages.deliver_at', '<=', now)]));
}

/** Any participant reports a message to the office, with a reason (decision 102); anything else is 404. */
export async function reportMessage(
  db: Db,
  actor: Actor,
  input: TReportMessageRequest,
  reach: { conversations: Conversations; side: Side; now: Date },
): Promise<void> {
  const now = reach.now.toISOString();
  const message = await visibleMessages(db, reach.conversations, reach.side, now)
    .select('messages.id')
    .where('messages.id', '=', input.messageId)
    .executeTakeFirst();
  if (!message) throw notFound('Message');
  await db
    .insertInto('message_reports')
    .values({ message_id: message.id, reported_by: actor.userId, reason: input.reason, created_at: now })
    .execute();
}

/** An attachment of a message the caller sees; 404 for any other file id. */
export async function findMessageFile(
  db: Db,
  fileId: number,
  reach: { conversations: Conversations; side: Side; now: Date },
): Promise<StoredFile> {
  const file = await visibleMessages(db, reach.conversations, reach.side, reach.now.toISOString())
    .innerJoin('message_files', 'message_files.message_id', 'messages.id')
    .innerJoin('files', 'files.id', 'message_files.file_id')
    .select(['files.name', 'files.media_type', 'files.bytes'])
    .where('files.id', '=', fileId)
    .executeTakeFirst();
  if (!file) throw notFound('File');
  return file;
}

/** The office's list of reports, the open ones first (oldest first: the longest waiting), then the handled ones. */
export async function listMessageReports(db: Db, state: 'open' | 'all'): Promise<TMessageReport[]> {
  let query = db
    .selectFrom('message_reports')
    .innerJoin('messages', 'messages.id', 'message_reports.message_id')
    .innerJoin('users as reporter', 'reporter.id', 'message_reports.reported_by')
    .innerJoin('users as author', 'author.id', 'messages.author_id')
    .select([
      'message_reports.id',
      'message_reports.message_id',
      'messages.conversation_id',
      'message_reports.reason',
      'message_reports.created_at',
      'message_reports.resolved_at',
      'messages.body',
      'reporter.first_name as reporter_first',
      'reporter.last_name as reporter_last',
      'author.first_name as author_first',
      'author.last_name as author_last',
    ]);
  if (state === 'open') query = query.where('message_reports.resolved_at', 'is', null);
  const rows = await query
    .orderBy(sql`case when message_reports.resolved_at is null then 0 else 1 end`)
    .orderBy('message_reports.id')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    messageId: r.message_id,
    conversationId: r.conversation_id,
    reason: r.reason,
    reportedByName: `${r.reporter_first} ${r.reporter_last}`.trim(),
    createdAt: r.created_at,
    resolvedAt: r.resolved_at,
    authorName: `${r.author_first} ${r.author_last}`.trim(),
    messageBody: r.body,
  }));
}

/** The office marks a report handled, once (409 after); audited. */
export async function resolveMessageReport(db: Db, actor: Actor, reportId: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const report = await trx.selectFrom('message_reports').select(['id', 'resolved_at']).where('id', '=', reportId).executeTakeFirst();
    if (!report) throw notFound('Message report');
    if (report.resolved_at !== null) throw new AppError('CONFLICT', 'messages.reportHandled');
    await trx
      .updateTable('message_reports')
      .set({ resolved_at: now.toISOString(), resolved_by: actor.userId })
      .where('id', '=', reportId)
      .execute();
    await recordAudit(trx, actor, { action: 'update', entity: 'messageReport', entityId: reportId, after: { resolved: true } });
  });
}
