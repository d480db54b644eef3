import type { Db } from '../../db/connect';
import { createPdfFile, type PdfSource } from '../../lib/pdf-file';

/** Writes a document's file and row only; the parents hear of it through `publishDocument`. */
export type DocumentInput = { title: string; type: string; date: string } & PdfSource;

export async function createDocument(db: Db, childId: number, input: DocumentInput): Promise<number> {
  const fileId = await createPdfFile(db, input.title, input);
  return createDocumentRow(db, childId, { ...input, fileId });
}

/**
 * A document row for a file already stored: the office sends one letter to many pupils, and the
 * file is kept once for all of them (decision 063).
 */
export async function createDocumentRow(
  db: Db,
  childId: number,
  input: { title: string; type: string; date: string; fileId: number; publicationId?: number },
): Promise<number> {
  const row = await db
    .insertInto('documents')
    .values({
      child_id: childId,
      title: input.title,
      type: input.type,
      date: input.date,
      file_id: input.fileId,
      publication_id: input.publicationId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
