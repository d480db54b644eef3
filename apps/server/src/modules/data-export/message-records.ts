import type { Db } from '../../db/connect';
import { fromDbBool } from '../../db/values';
import { readReceiptsOf } from '../messages/messages.repository';
import { type ExportFile, exportFilePath } from './export-bundle';

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * messages.json (decision 102): every conversation about the family's children, the parents' and each
 * student's own, with every message as written (none is ever edited), who read it and when, and its
 * attachments (in files/messages).
 */
export async function gatherMessages(db: Db, childIds: number[], files: ExportFile[]) {
  if (childIds.length === 0) return [];
  const conversations = await db
    .selectFrom('conversations')
    .leftJoin('teachers', 'teachers.id', 'conversations.teacher_id')
    .select([
      'conversations.id',
      'conversations.child_id',
      'conversations.student_only',
      'conversations.staff_kind',
      'conversations.subject',
      'conversations.created_at',
      'conversations.closed_at',
      'teachers.first_name',
      'teachers.last_name',
    ])
    .where('conversations.child_id', 'in', childIds)
    .orderBy('conversations.id')
    .execute();
  if (conversations.length === 0) return [];
  const ids = conversations.map((c) => c.id);
  const messages = await db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.author_id')
    .select([
      'messages.id',
      'messages.conversation_id',
      'messages.from_family',
      'messages.body',
      'messages.created_at',
      'messages.deliver_at',
      'messages.urgent',
      'users.first_name',
      'users.last_name',
    ])
    .where('messages.conversation_id', 'in', ids)
    .orderBy('messages.id')
    .execute();
  const messageIds = messages.map((m) => m.id);
  const reads = await readReceiptsOf(db, messageIds);
  const attachments = messageIds.length
    ? await db
        .selectFrom('message_files')
        .innerJoin('files', 'files.id', 'message_files.file_id')
        .select(['message_files.message_id', 'files.id', 'files.name'])
        .where('message_files.message_id', 'in', messageIds)
        .orderBy('files.id')
        .execute()
    : [];
  return conversations.map((c) => ({
    id: c.id,
    child_id: c.child_id,
    student_only: fromDbBool(c.student_only),
    with: c.staff_kind === 'office' ? 'office' : nameOf(c.first_name ?? '', c.last_name ?? ''),
    subject: c.subject,
    created_at: c.created_at,
    closed_at: c.closed_at,
    messages: messages
      .filter((m) => m.conversation_id === c.id)
      .map((m) => ({
        id: m.id,
        written_by: nameOf(m.first_name, m.last_name),
        from_family: fromDbBool(m.from_family),
        body: m.body,
        written_at: m.created_at,
        delivered_at: m.deliver_at,
        urgent: fromDbBool(m.urgent),
        read_by: reads.filter((r) => r.message_id === m.id).map((r) => ({ name: nameOf(r.first_name, r.last_name), read_at: r.read_at })),
        files: attachments
          .filter((a) => a.message_id === m.id)
          .map((a) => {
            const extension = /\.([A-Za-z0-9]{1,5})$/.exec(a.name)?.[1] ?? 'pdf';
            const path = exportFilePath('messages', a.id, a.name, extension);
            files.push({ path, fileId: a.id });
            return path;
          }),
      })),
  }));
}
