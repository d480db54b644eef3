import type { Db } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { notifyChildFollowers } from '../notifications/notify';
import { createDocument, type DocumentInput } from './documents.repository';

/** Publishes a PDF document for a child and tells the parents, in one transaction. */
export async function publishDocument(db: Db, input: DocumentInput & { childId: number }): Promise<number> {
  return inTransaction(db, async (trx) => {
    const child = await trx.selectFrom('children').select('first_name').where('id', '=', input.childId).executeTakeFirst();
    if (!child) throw notFound('Child');
    const { childId, ...document } = input;
    const documentId = await createDocument(trx, childId, document);
    // Documents are a parents' area (a student cannot open them): the student account is not told.
    await notifyChildFollowers(
      trx,
      childId,
      { subject: 'document', subjectId: documentId, kind: 'document.new', params: { firstName: child.first_name, title: input.title } },
      { parentsOnly: true },
    );
    return documentId;
  });
}
