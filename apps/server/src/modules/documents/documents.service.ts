import { DOCUMENT_PAGE_LIMIT, type TCursor, type TDocument, type TPageQuery } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { compiledQuery } from '../../db/compiled-query';
import { pdfFileName } from '../../lib/pdf-file';
import type { Actor } from '../../lib/actor';
import { whereOwnChild } from '../../lib/own-children';
import { notFound } from '../../lib/app-error';
import { loadFile, type StoredFile } from '../../lib/download';
import { type KeysetPage, toKeysetPage } from '../../lib/keyset-page';
import { markSeenFor, unseenSubjectIds } from '../notifications/seen';

const ownDocuments = (db: Db, childIds: readonly number[]) =>
  db
    .selectFrom('documents')
    .select(['id', 'title', 'type', 'date', 'child_id'])
    .where((eb) => whereOwnChild(eb, { childIds }, 'child_id'))
    // A withdrawn publication is gone for families (decision 063).
    .where('withdrawn_at', 'is', null);

// Compiled per number of children (see compiledQuery), so the helper's empty case is compiled apart.
// Each read walks the (child_id, date) index.
const documentsSince = compiledQuery((db, childIds: readonly number[], since: string) =>
  ownDocuments(db, childIds).where('date', '>=', since).orderBy('date', 'desc').orderBy('id', 'desc'),
);

const oneDocumentBefore = compiledQuery((db, childIds: readonly number[], since: string) =>
  ownDocuments(db, childIds).where('date', '<', since).limit(1),
);

const documentsBefore = compiledQuery((db, childIds: readonly number[], key: string, id: number, rows: number) =>
  ownDocuments(db, childIds)
    .where((eb) => eb(eb.refTuple('date', 'id'), '<', eb.tuple(key, id)))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(rows),
);

type DocumentRow = Awaited<ReturnType<typeof documentsSince>>[number];

const cursorOf = (d: DocumentRow): TCursor => ({ key: d.date, id: d.id });

/**
 * Without a cursor: every document since `windowStart` (the current and previous school year), and a
 * next page when older ones exist. Dates are days, so the window's next page starts just before it:
 * (windowStart, 1) comes after every older document. With a cursor: the `limit` documents before it.
 */
async function readPage(db: Db, childIds: readonly number[], query: TPageQuery, windowStart: string): Promise<KeysetPage<DocumentRow>> {
  if (query.before) {
    const limit = query.limit ?? DOCUMENT_PAGE_LIMIT;
    const rows = await documentsBefore(db, childIds, query.before.key, query.before.id, limit + 1);
    return toKeysetPage(rows, limit, cursorOf, (d) => [d]);
  }
  const [rows, older] = await Promise.all([documentsSince(db, childIds, windowStart), oneDocumentBefore(db, childIds, windowStart)]);
  return { items: rows, next: older.length > 0 ? { key: windowStart, id: 1 } : null };
}

/** A page of the caller's children's documents, newest first; the 6-per-type cap is the screen's. */
export async function listDocumentPage(db: Db, actor: Actor, query: TPageQuery, windowStart: string): Promise<KeysetPage<TDocument>> {
  const [page, unseen] = await Promise.all([
    readPage(db, actor.childIds, query, windowStart),
    unseenSubjectIds(db, actor.userId, 'document'),
  ]);
  const items = page.items.map((d) => ({
    id: d.id,
    title: d.title,
    type: d.type,
    date: d.date,
    child: { id: d.child_id },
    hasNotification: unseen.has(d.id),
  }));
  return { items, next: page.next };
}

/** The file of one of the caller's documents, saved as '{title}.pdf'; downloading it marks it seen. */
export async function downloadDocument(db: Db, actor: Actor, documentId: number): Promise<{ file: StoredFile; name: string }> {
  const document = await db
    .selectFrom('documents')
    .select(['title', 'file_id'])
    .where('id', '=', documentId)
    .where((eb) => whereOwnChild(eb, actor, 'child_id'))
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (!document) throw notFound('Document');
  const file = await loadFile(db, document.file_id);
  await markSeenFor(db, actor.userId, 'document', documentId);
  return { file, name: pdfFileName(document.title) };
}
