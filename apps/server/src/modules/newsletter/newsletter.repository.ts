import type { Db } from '../../db/connect';
import { createPdfFile, type PdfSource } from '../../lib/pdf-file';

/** Writes a newsletter's file and row only; everyone hears of it through `publishNewsletter`. */
export type NewsletterInput = {
  title: string;
  publishDate: string;
  /** Set by the office's publishing (decision 063); older newsletters have none and are whole-school. */
  publication?: { id: number; isWholeSchool: boolean };
} & PdfSource;

export async function createNewsletter(db: Db, input: NewsletterInput): Promise<number> {
  const fileId = await createPdfFile(db, input.title, input);
  const row = await db
    .insertInto('newsletters')
    .values({
      title: input.title,
      publish_date: input.publishDate,
      file_id: fileId,
      ...(input.publication ? { publication_id: input.publication.id, is_whole_school: input.publication.isWholeSchool ? 1 : 0 } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
