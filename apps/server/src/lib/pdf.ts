/**
 * Writes a small, valid PDF (Helvetica text, correct xref offsets) so the demo school, the tests and
 * the office's printed letters serve real files without a PDF library.
 */

/** WinAnsi's places for the typographic characters French text uses; Latin-1 maps to itself. */
const WIN_ANSI: Record<string, string> = {
  '\u2019': '\x92',
  '\u2018': '\x91',
  '\u201c': '\x93',
  '\u201d': '\x94',
  '\u2013': '\x96',
  '\u2014': '\x97',
  '\u2026': '\x85',
  '\u20ac': '\x80',
  '\u202f': '\xa0',
};

function escapePdfText(text: string): string {
  // Standard 14 fonts use WinAnsi: keep Latin-1 and the characters above, replace the rest.
  return text
    .replace(/[\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u20ac\u202f]/g, (c) => WIN_ANSI[c] ?? '?')
    .replace(/[^\x20-\x7e\x80-\xff]/g, '?')
    .replace(/([\\()])/g, '\\$1');
}

export type PdfPage = { title: string; lines: string[] };

/** Helvetica 12 on an A4 page with 56 pt margins holds about this many characters a line. */
const LINE_CHARS = 84;

/** Breaks a long paragraph at spaces so it stays on the page (the text operators do not wrap). */
export function wrapLine(line: string, width = LINE_CHARS): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > width) {
      out.push(current);
      current = word;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  out.push(current);
  return out;
}

/** Helvetica 20 (the title) holds about this many characters in the same width. */
const TITLE_CHARS = 44;
/** A4 is 842 pt high: the title starts at 780, each title line takes 24 pt, the body 16 pt a line down to the 56 pt margin. */
const PAGE_TOP = 780;
const TITLE_LEADING = 24;
const BODY_GAP = 32;
const BODY_LEADING = 16;
const PAGE_BOTTOM = 56;

/** The body lines a page holds under a title of `titleLines` lines. */
function bodyLinesUnder(titleLines: number): number {
  const firstBaseline = PAGE_TOP - (titleLines - 1) * TITLE_LEADING - BODY_GAP;
  return Math.floor((firstBaseline - PAGE_BOTTOM) / BODY_LEADING) + 1;
}

type PrintedPage = { titleLines: string[]; lines: string[] };

/**
 * An entry as printed pages: its title wrapped to the page's width (a text operator draws past the
 * edge otherwise), its lines wrapped, and what the page cannot hold carried to the next page under
 * the same title, so a long evening or list is never cut at the bottom.
 */
export function printedPages(page: PdfPage): PrintedPage[] {
  const titleLines = wrapLine(page.title, TITLE_CHARS);
  const lines = page.lines.flatMap((line) => wrapLine(line));
  const perPage = bodyLinesUnder(titleLines.length);
  const printed: PrintedPage[] = [];
  for (let start = 0; start === 0 || start < lines.length; start += perPage) {
    printed.push({ titleLines, lines: lines.slice(start, start + perPage) });
  }
  return printed;
}

function pageContent(page: PrintedPage): Buffer {
  const textOps = [
    `BT /F1 20 Tf 56 ${PAGE_TOP} Td ${TITLE_LEADING} TL`,
    ...page.titleLines.map((line, index) => `(${escapePdfText(line)}) ${index === 0 ? 'Tj' : "'"}`),
    `/F1 12 Tf 0 -${BODY_GAP} Td ${BODY_LEADING} TL`,
    ...page.lines.map((line, index) => `(${escapePdfText(line)}) ${index === 0 ? 'Tj' : "'"}`),
    'ET',
  ].join('\n');
  return Buffer.from(textOps, 'latin1');
}

/** One PDF, one A4 page per entry (a title, then its lines), more where an entry's lines need them. */
export function makePdfPages(entries: PdfPage[]): Buffer {
  const pages = entries.flatMap(printedPages);
  // Objects 1 to 3 are the catalog, the page tree and the font; then each page and its content stream.
  const pageRef = (index: number) => `${4 + index * 2} 0 R`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => pageRef(index)).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...pages.flatMap((page, index) => {
      const content = pageContent(page);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`,
        `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
      ];
    }),
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function makePdf(title: string, lines: string[] = []): Buffer {
  return makePdfPages([{ title, lines }]);
}
