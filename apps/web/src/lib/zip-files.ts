import { pdfFileName } from './download';

export type ZipEntry = { name: string; data: Uint8Array };

/**
 * '{title}.pdf' for each title, made unique inside one archive: a second 'Invoice.pdf' becomes
 * 'Invoice (2).pdf', since an archive cannot hold two files of the same name.
 */
export function uniquePdfNames(titles: readonly string[]): string[] {
  const taken = new Set<string>();
  return titles.map((title) => {
    const base = pdfFileName(title);
    let name = base;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = base.replace(/\.pdf$/, ` (${copy}).pdf`);
    taken.add(name.toLowerCase());
    return name;
  });
}

/** A safe archive name for a label such as 'Léa Martin - Invoice'. */
export function zipFileName(label: string): string {
  return `${label.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'documents'}.zip`;
}

/**
 * One zip of the files, stored without compression (PDFs are compressed already, so deflating
 * again costs time for nothing). The zip writer is loaded on first use only.
 */
export async function buildZip(entries: readonly ZipEntry[]): Promise<Blob> {
  const { zipSync } = await import('fflate');
  const files = Object.fromEntries(entries.map((entry) => [entry.name, entry.data]));
  const bytes = zipSync(files, { level: 0 });
  return new Blob([bytes], { type: 'application/zip' });
}
