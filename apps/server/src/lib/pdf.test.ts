import { describe, expect, it } from 'vitest';
import { makePdf, makePdfPages, wrapLine } from './pdf';

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
