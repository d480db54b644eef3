import { describe, expect, it } from 'vitest';
import { inlineSpans, markdownBlocks, markdownToPlainText } from './markdown-plain';

describe('a note read as plain text', () => {
  it('keeps bold and italics as marks on the text, without the stars', () => {
    expect(inlineSpans('Read **chapter 3** and *take notes*.')).toEqual([
      { text: 'Read ', bold: false, italic: false },
      { text: 'chapter 3', bold: true, italic: false },
      { text: ' and ', bold: false, italic: false },
      { text: 'take notes', bold: false, italic: true },
      { text: '.', bold: false, italic: false },
    ]);
  });

  it('leaves a lone star or an underscore inside a word as it is', () => {
    expect(markdownToPlainText('2 * 3 = 6, file_name_here')).toBe('2 * 3 = 6, file_name_here');
  });

  it('writes a link as its text and its address, so paper keeps where it pointed', () => {
    expect(markdownToPlainText('See [the exercise](https://example.org/ex?id=3) now')).toBe(
      'See the exercise (https://example.org/ex?id=3) now',
    );
    expect(markdownToPlainText('[https://example.org](https://example.org)')).toBe('https://example.org');
  });

  it('gives list items their marker and depth, and drops blank lines', () => {
    const blocks = markdownBlocks('Homework:\n\n- exercise **4**\n  - part b\n1. first\n2) second');
    expect(blocks.map((b) => [b.marker, b.depth])).toEqual([
      [null, 0],
      ['•', 0],
      ['•', 1],
      ['1.', 0],
      ['2.', 0],
    ]);
    expect(markdownToPlainText('- exercise **4**\n  - part b')).toBe('• exercise 4\n  • part b');
  });

  it('keeps escaped marks as characters', () => {
    expect(markdownToPlainText('5 \\* 2 and \\_x\\_')).toBe('5 * 2 and _x_');
  });
});
