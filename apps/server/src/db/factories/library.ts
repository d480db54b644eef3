import { makePdf } from '../../lib/pdf';
import type { Db } from '../connect';
import { createFile } from './people';

/**
 * Factories for the school's PDF library: documents, reports and newsletters. Each writes the
 * file and the row, never notifications (the publish services add those).
 */

/** The PDF itself: given bytes, or a real small PDF written from the title and lines. */
export type PdfSource = { bytes: Buffer } | { lines: string[] };

/** '{title}.pdf' as the spec saves it; a slash in a title ('2025/2026') must not read as a folder. */
export const pdfFileName = (title: string): string => `${title.replace(/[\\/]/g, '-')}.pdf`;

async function createPdfFile(db: Db, title: string, source: PdfSource): Promise<number> {
  const bytes = 'bytes' in source ? source.bytes : makePdf(title, source.lines);
  return createFile(db, { name: pdfFileName(title), mediaType: 'application/pdf', bytes });
}

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

export type ReportInput = { title: string; year: string } & PdfSource;

export async function createReport(db: Db, childId: number, input: ReportInput): Promise<number> {
  const fileId = await createPdfFile(db, input.title, input);
  const row = await db
    .insertInto('reports')
    .values({ child_id: childId, title: input.title, year: input.year, file_id: fileId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

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

/** Marks every account's notifications about one item as seen: older demo content was already read. */
export async function markSeenByEveryone(db: Db, subject: string, subjectId: number): Promise<void> {
  await db.updateTable('notifications').set({ seen: 1 }).where('subject', '=', subject).where('subject_id', '=', subjectId).execute();
}
