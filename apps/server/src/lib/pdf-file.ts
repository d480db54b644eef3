import type { Db } from '../db/connect';
import { createFile } from './files';
import { makePdf } from './pdf';

/** The PDF itself: given bytes, or a real small PDF written from the title and lines. */
export type PdfSource = { bytes: Buffer } | { lines: string[] };

/** '{title}.pdf' as the spec saves it; a slash in a title ('2025/2026') must not read as a folder. */
export const pdfFileName = (title: string): string => `${title.replace(/[\\/]/g, '-')}.pdf`;

/** Stores the PDF of a document, a report or a newsletter under its title. */
export async function createPdfFile(db: Db, title: string, source: PdfSource): Promise<number> {
  const bytes = 'bytes' in source ? source.bytes : makePdf(title, source.lines);
  return createFile(db, { name: pdfFileName(title), mediaType: 'application/pdf', bytes });
}
