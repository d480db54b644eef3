import { describe, expect, it } from 'vitest';
import { makePdf, makePdfPages, printedPages, wrapLine } from './pdf';

/** Every xref entry must point at its object's "n 0 obj" line: a reader that trusts the table finds each page. */
function assertValidXref(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`), `object ${index + 1}`).toBe(true);
  });
  expect(text).toContain(`/Size ${count}`);
}

describe('the PDF writer', () => {
  it('writes one page per entry, in order, with a valid cross-reference table', () => {
    const pdf = makePdfPages([
      { title: 'Première', lines: ['a'] },
      { title: 'Second', lines: [] },
      { title: 'Third', lines: ['c'] },
    ]);
    const text = pdf.toString('latin1');
    expect(text.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(3);
    expect(text).toContain('/Kids [4 0 R 6 0 R 8 0 R] /Count 3');
    expect(text.indexOf('(Premi\xe8re)')).toBeLessThan(text.indexOf('(Second)'));
    assertValidXref(pdf);
    assertValidXref(makePdf('One', ['line']));
  });

  it('keeps French typography in WinAnsi and escapes what would end a string', () => {
    const text = makePdf('L’école (test) \\ 20 €', ['a\u202f: b']).toString('latin1');
    expect(text).toContain('(L\x92\xe9cole \\(test\\) \\\\ 20 \x80) Tj');
    expect(text).toContain('(a\xa0: b)');
  });

  it('wraps a long paragraph at spaces', () => {
    const line = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const wrapped = wrapLine(line, 30);
    expect(wrapped.join(' ')).toBe(line);
    expect(wrapped.every((part) => part.length <= 30)).toBe(true);
    expect(wrapLine('short')).toEqual(['short']);
  });
});

describe('a page that fits', () => {
  it('wraps a long title inside the page instead of drawing it past the edge', () => {
    const title = 'Parents’ evening of the third-year classes, Thursday 03 December 2026: Paul Bernard';
    const [page] = printedPages({ title, lines: [] });
    expect(page?.titleLines.length).toBeGreaterThan(1);
    expect(page?.titleLines.join(' ')).toBe(title);
    expect(page?.titleLines.every((line) => line.length <= 44)).toBe(true);
    const text = makePdf(title).toString('latin1');
    expect(text).toContain('(Parents\x92 evening of the third-year classes,) Tj');
    expect(text).toMatch(/\(Thursday 03 December 2026: Paul Bernard\) '/);
  });

  it('carries the lines a page cannot hold to a next page under the same title', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i}`);
    const pages = printedPages({ title: 'Schedule', lines });
    expect(pages.map((page) => page.lines.length)).toEqual([44, 44, 12]);
    expect(pages.flatMap((page) => page.lines)).toEqual(lines);
    expect(pages.every((page) => page.titleLines[0] === 'Schedule')).toBe(true);
    const pdf = makePdfPages([{ title: 'Schedule', lines }]);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(3);
    assertValidXref(pdf);
  });
});
