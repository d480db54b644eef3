import type { TDocument } from '@carnet/contract';

import type { Db } from '../../db/connect';

import { compiledQuery } from '../../db/compiled-query';

import { pdfFileName } from '../../lib/pdf-file';

import type { Actor } from '../../lib/actor';

import { whereOwnChild } from '../../lib/own-children';

import { notFound } from '../../lib/app-error';

import { loadFile, type StoredFile } from '../../lib/download';

import { markSeenFor, unseenSubjectIds } from '../notifications/seen';

// Compiled per number of children (see compiledQuery), so the helper's empty case is compiled apart.
const documentsOf = compiledQuery((db, childIds: readonly number[]) =>
  db
    .selectFrom('documents')
    .select(['id', 'title', 'type', 'date', 'child_id'])
    .where((eb) => whereOwnChild(eb, { childIds }, 'child_id'))
    // A withdrawn publication is gone for families (decision 063).
    .where('withdrawn_at', 'is', null)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc'),
);

/** The caller's children's documents, newest first; the 6-per-type cap is the screen's. */
export async function listDocuments(db: Db, actor: Actor): Promise<TDocument[]> {
  const [rows, unseen] = await Promise.all([documentsOf(db, actor.childIds), unseenSubjectIds(db, actor.userId, 'document')]);
  return rows.map((d) => ({
    id: d.id,
    title: d.title,
    type: d.type,
    date: d.date,
    child: { id: d.child_id },
    hasNotification: unseen.has(d.id),
  }));
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
