import { MESSAGE_PAGE_LIMIT, type TConversationListQuery, type TCursor, type TMessage, type TPageQuery } from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { fromDbBool } from '../../db/values';
import { type KeysetPage, toKeysetPage } from '../../lib/keyset-page';
import { matchesSearch } from '../../lib/search-text';
import { type Conversations, type Reader, fromFamilyFlag } from './conversation-reach';
import { unreadInConversation } from './unread-messages';

export type { Conversations, Reader } from './conversation-reach';

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * The conversations' own columns, the names they show, and how many delivered messages the reader has not
 * read. Each name is a lookup by primary key per row, so the page's plan stays a walk of the conversations'
 * index and never joins whole tables (the query-plan test).
 */
function withColumns(conversations: Conversations, reader: Reader) {
  return conversations.select((eb) => [
    'conversations.id',
    'conversations.child_id',
    'conversations.family_id',
    'conversations.subject',
    'conversations.staff_kind',
    'conversations.teacher_id',
    'conversations.student_only',
    'conversations.last_message_at',
    'conversations.closed_at',
    eb.selectFrom('children').select('children.first_name').whereRef('children.id', '=', 'conversations.child_id').as('child_first_name'),
    eb.selectFrom('children').select('children.last_name').whereRef('children.id', '=', 'conversations.child_id').as('child_last_name'),
    eb.selectFrom('families').select('families.name').whereRef('families.id', '=', 'conversations.family_id').as('family_name'),
    eb
      .selectFrom('teachers')
      .select('teachers.first_name')
      .whereRef('teachers.id', '=', 'conversations.teacher_id')
      .as('teacher_first_name'),
    eb.selectFrom('teachers').select('teachers.last_name').whereRef('teachers.id', '=', 'conversations.teacher_id').as('teacher_last_name'),
    unreadInConversation(eb, reader).as('unread'),
  ]);
}

export type ConversationRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export function toSummary(row: ConversationRow) {
  return {
    id: row.id,
    childId: row.child_id,
    childFirstName: row.child_first_name ?? '',
    subject: row.subject,
    staffKind: row.staff_kind === 'teacher' ? ('teacher' as const) : ('office' as const),
    teacherName: row.teacher_id === null ? null : fullName(row.teacher_first_name, row.teacher_last_name),
    isStudentOnly: fromDbBool(row.student_only),
    lastMessageAt: row.last_message_at,
    unread: Number(row.unread ?? 0),
    isClosed: row.closed_at !== null,
  };
}

/**
 * A page of conversations, newest message first, read with `limit + 1` (lib/keyset-page); `q` finds the
 * reader's own conversations by their subject or by a message the reader sees.
 */
export async function selectConversationPage(
  conversations: Conversations,
  reader: Reader,
  query: TConversationListQuery,
  limit: number,
): Promise<ConversationRow[]> {
  let rows = withColumns(conversations, reader);
  const before: TCursor | undefined = query.before;
  if (before)
    rows = rows.where((eb) => eb(eb.refTuple('conversations.last_message_at', 'conversations.id'), '<', eb.tuple(before.key, before.id)));
  const q = query.q;
  if (q) {
    rows = rows.where((eb) =>
      eb.or([
        matchesSearch(sql.ref<string>('conversations.subject'), q),
        eb.exists(
          eb
            .selectFrom('messages as found')
            .select('found.id')
            .whereRef('found.conversation_id', '=', 'conversations.id')
            .where((sub) => sub.or([sub('found.from_family', '=', fromFamilyFlag(reader.side)), sub('found.deliver_at', '<=', reader.now)]))
            .where(matchesSearch(sql.ref<string>('found.body'), q)),
        ),
      ]),
    );
  }
  const page = await rows
    .orderBy('conversations.last_message_at', 'desc')
    .orderBy('conversations.id', 'desc')
    .limit(limit + 1)
    .execute();
  return page;
}

export async function selectConversation(conversations: Conversations, reader: Reader, id: number): Promise<ConversationRow | undefined> {
  return withColumns(conversations, reader).where('conversations.id', '=', id).executeTakeFirst();
}

/** Who read these messages and when, first reader first: the writer's read receipts and the family's export. */
export async function readReceiptsOf(db: Db, messageIds: readonly number[]) {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('message_reads')
    .innerJoin('users', 'users.id', 'message_reads.user_id')
    .select(['message_reads.message_id', 'message_reads.user_id', 'message_reads.read_at', 'users.first_name', 'users.last_name'])
    .where('message_reads.message_id', 'in', messageIds)
    .orderBy('message_reads.read_at')
    .execute();
}

/**
 * A page of a conversation's messages the reader sees, newest first, for both sides: their own side's at
 * once (with the planned delivery), the other side's once delivered; read receipts only on the reader's
 * side's. Keyset by message id, `limit + 1` read (lib/keyset-page), so an old conversation reads one page.
 */
export async function conversationMessagesPage(
  db: Db,
  conversationId: number,
  reader: Reader,
  page: TPageQuery,
): Promise<KeysetPage<TMessage> & { limit: number }> {
  const limit = page.limit ?? MESSAGE_PAGE_LIMIT;
  let query = db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.author_id')
    .select([
      'messages.id',
      'messages.author_id',
      'messages.from_family',
      'messages.body',
      'messages.created_at',
      'messages.deliver_at',
      'messages.urgent',
      'users.first_name',
      'users.last_name',
    ])
    .where('messages.conversation_id', '=', conversationId)
    .where((eb) => eb.or([eb('messages.from_family', '=', fromFamilyFlag(reader.side)), eb('messages.deliver_at', '<=', reader.now)]));
  if (page.before) query = query.where('messages.id', '<', page.before.id);
  const rows = await query
    .orderBy('messages.id', 'desc')
    .limit(limit + 1)
    .execute();
  const shown = rows.slice(0, limit);
  const ids = shown.map((r) => r.id);
  const files = ids.length
    ? await db
        .selectFrom('message_files')
        .innerJoin('files', 'files.id', 'message_files.file_id')
        .select(['message_files.message_id', 'files.id', 'files.name', 'files.media_type', 'files.size'])
        .where('message_files.message_id', 'in', ids)
        .orderBy('files.id')
        .execute()
    : [];
  const reads = await readReceiptsOf(
    db,
    shown.filter((r) => r.from_family === fromFamilyFlag(reader.side)).map((r) => r.id),
  );
  const toMessage = (row: (typeof rows)[number]): TMessage => ({
    id: row.id,
    authorName: fullName(row.first_name, row.last_name),
    isMine: row.author_id === reader.userId,
    fromFamily: fromDbBool(row.from_family),
    body: row.body,
    createdAt: row.created_at,
    deliverAt: row.deliver_at,
    isUrgent: fromDbBool(row.urgent),
    files: files.filter((f) => f.message_id === row.id).map((f) => ({ id: f.id, name: f.name, mediaType: f.media_type, size: f.size })),
    reads: reads
      .filter((r) => r.message_id === row.id)
      .map((r) => ({ userId: r.user_id, name: fullName(r.first_name, r.last_name), readAt: r.read_at })),
  });
  const messages = toKeysetPage(
    rows,
    limit,
    (m) => ({ key: m.created_at, id: m.id }),
    (m) => [toMessage(m)],
  );
  return { ...messages, limit };
}
