import type { Db } from '../../db/connect';
import { createPdfFile, type PdfSource } from '../../lib/pdf-file';

/** Writes a report's file and row only; the family hears of it through `publishReport`. */
export type ReportInput = { title: string; year: string; publicationId?: number } & PdfSource;

export async function createReport(db: Db, childId: number, input: ReportInput): Promise<number> {
  const fileId = await createPdfFile(db, input.title, input);
  const row = await db
    .insertInto('reports')
    .values({ child_id: childId, title: input.title, year: input.year, file_id: fileId, publication_id: input.publicationId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
