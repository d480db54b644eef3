import type { TDocument } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { compiledQuery } from '../../db/compiled-query';
import { createDocument, type DocumentInput, pdfFileName } from '../../db/factories/library';
import type { Actor } from '../../lib/actor';
import { whereOwnChild } from '../../lib/own-children';
import { notFound } from '../../lib/app-error';
import { loadFile, type StoredFile } from '../../lib/download';
import { markSeenFor, notifyChildFollowers, unseenSubjectIds } from '../../lib/notify';
import { inTransaction } from '../../lib/transaction';

// Compiled per number of children (see compiledQuery), so the helper's empty case is compiled apart.
const documentsOf = compiledQuery((db, childIds: readonly number[]) =>
  db
    .selectFrom('documents')
    .select(['id', 'title', 'type', 'date', 'child_id'])
    .where((eb) => whereOwnChild(eb, { childIds }, 'child_id'))
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
    .executeTakeFirst();
  if (!document) throw notFound('Document');
  const file = await loadFile(db, document.file_id);
  await markSeenFor(db, actor.userId, 'document', documentId);
  return { file, name: pdfFileName(document.title) };
}

/** Publishes a PDF document for a child and tells the parents, in one transaction. */
export async function publishDocument(db: Db, input: DocumentInput & { childId: number }): Promise<number> {
  return inTransaction(db, async (trx) => {
    const child = await trx.selectFrom('children').select('first_name').where('id', '=', input.childId).executeTakeFirst();
    if (!child) throw notFound('Child');
    const { childId, ...document } = input;
    const documentId = await createDocument(trx, childId, document);
    // Documents are a parents' area (spec section 6): the student account is not told.
    await notifyChildFollowers(
      trx,
      childId,
      { subject: 'document', subjectId: documentId, content: `New document for ${child.first_name}: ${input.title}` },
      { parentsOnly: true },
    );
    return documentId;
  });
}
