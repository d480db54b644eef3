import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildZip, uniquePdfNames, zipFileName } from './zip-files';

describe('zip of a selection', () => {
  it("names each file '{title}.pdf', unique inside the archive", () => {
    expect(uniquePdfNames(['Term 1 report', 'Invoice', 'Invoice', 'invoice', 'Invoice'])).toEqual([
      'Term 1 report.pdf',
      'Invoice.pdf',
      'Invoice (2).pdf',
      'invoice (3).pdf',
      'Invoice (4).pdf',
    ]);
  });

  it('keeps file names safe', () => {
    expect(uniquePdfNames(['Trip 12/05: Normandy'])).toEqual(['Trip 12-05- Normandy.pdf']);
    expect(zipFileName('Léa Martin - Reports 2025/2026')).toBe('Léa Martin - Reports 2025-2026.zip');
  });

  it('holds every file, byte for byte', async () => {
    const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4 ${text}`);
    const zip = await buildZip([
      { name: 'A.pdf', data: pdf('a') },
      { name: 'B.pdf', data: pdf('b') },
    ]);
    expect(zip.type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['A.pdf', 'B.pdf']);
    expect(new TextDecoder().decode(files['B.pdf'])).toBe('%PDF-1.4 b');
  });
});
