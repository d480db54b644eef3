import type { Db } from '../../db/connect';
import { createPdfFile, type PdfSource } from '../../lib/pdf-file';

/** Writes a document's file and row only; the parents hear of it through `publishDocument`. */
export type DocumentInput = { title: string; type: string; date: string } & PdfSource;

export async function createDocument(db: Db, childId: number, input: DocumentInput): Promise<number> {
  const fileId = await createPdfFile(db, input.title, input);
  const row = await db
    .insertInto('documents')
    .values({ child_id: childId, title: input.title, type: input.type, date: input.date, file_id: fileId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
