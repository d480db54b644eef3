import type { Db } from '../../db/connect';
import { createPdfFile, type PdfSource } from '../../lib/pdf-file';

/** Writes a newsletter's file and row only; everyone hears of it through `publishNewsletter`. */
export type NewsletterInput = { title: string; publishDate: string } & PdfSource;

export async function createNewsletter(db: Db, input: NewsletterInput): Promise<number> {
  const fileId = await createPdfFile(db, input.title, input);
  const row = await db
    .insertInto('newsletters')
    .values({ title: input.title, publish_date: input.publishDate, file_id: fileId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
