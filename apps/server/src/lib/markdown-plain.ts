/**
 * A lesson note's or homework's Markdown (decision 110) read as plain text, for what cannot render it:
 * a calendar event's description and the printed cahier de textes. Only what the teacher's toolbar
 * writes is understood (paragraphs, bold, italics, bullet and numbered lists, links); anything else
 * stays as its characters. A link becomes "text (url)" so paper keeps where it pointed.
 */

export type PlainSpan = { text: string; bold: boolean; italic: boolean };
export type PlainBlock = {
  /** '•' for a bullet item, '1.' for a numbered one, null for a paragraph line. */
  marker: string | null;
  /** Nesting depth of a list item (two spaces or a tab a level). */
  depth: number;
  spans: PlainSpan[];
};

const LIST_ITEM = /^(\s*)([-*+]|\d{1,3}[.)])\s+(.*)$/;
const HEADING = /^#{1,6}\s+(.*)$/;

/** `[text](url)` as "text (url)"; a link whose text is its address once. */
function unlink(line: string): string {
  return line.replace(/\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_, text: string, url: string) =>
    text.trim() === '' || text === url ? url : `${text} (${url})`,
  );
}

/** Splits a line at ** / __ (bold) and * / _ (italics) marks; an unmatched mark stays as text. */
export function inlineSpans(line: string, base: { bold: boolean } = { bold: false }): PlainSpan[] {
  const spans: PlainSpan[] = [];
  let bold = base.bold;
  let italic = false;
  let current = '';
  const push = () => {
    if (current !== '') spans.push({ text: current, bold, italic });
    current = '';
  };
  const text = unlink(line);
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length && /[\\*_[\]()#`-]/.test(text[i + 1]!)) {
      current += text[i + 1];
      i += 1;
      continue;
    }
    const pair = text.slice(i, i + 2);
    if ((pair === '**' || pair === '__') && (bold !== base.bold || text.indexOf(pair, i + 2) !== -1)) {
      push();
      bold = !bold;
      i += 1;
      continue;
    }
    // A single * or _ inside a word (snake_case, 2*3) is a character, not a mark.
    const isMark = (char === '*' || char === '_') && (italic || /\S/.test(text[i + 1] ?? '')) && text.indexOf(char, i + 1) !== -1;
    const inWord = char === '_' && /\w/.test(text[i - 1] ?? '') && /\w/.test(text[i + 1] ?? '');
    if ((isMark || (italic && (char === '*' || char === '_'))) && !inWord) {
      push();
      italic = !italic;
      continue;
    }
    current += char;
  }
  push();
  return spans;
}

/** The note as blocks: one per line of text, list items with their marker and depth; blank lines dropped. */
export function markdownBlocks(markdown: string): PlainBlock[] {
  const blocks: PlainBlock[] = [];
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (raw.trim() === '') continue;
    const item = LIST_ITEM.exec(raw);
    if (item) {
      const indent = item[1]!.replace(/\t/g, '  ').length;
      const marker = /\d/.test(item[2]!) ? `${item[2]!.replace(')', '.')}` : '•';
      blocks.push({ marker, depth: Math.min(3, Math.floor(indent / 2)), spans: inlineSpans(item[3]!) });
      continue;
    }
    const heading = HEADING.exec(raw.trim());
    blocks.push(
      heading
        ? { marker: null, depth: 0, spans: inlineSpans(heading[1]!, { bold: true }) }
        : { marker: null, depth: 0, spans: inlineSpans(raw.trim()) },
    );
  }
  return blocks;
}

/** The note as lines of plain text ("• item", "1. item", links as "text (url)"), for a calendar's description. */
export function markdownToPlainText(markdown: string): string {
  return markdownBlocks(markdown)
    .map((block) => {
      const text = block.spans.map((s) => s.text).join('');
      return block.marker ? `${'  '.repeat(block.depth)}${block.marker} ${text}` : text;
    })
    .join('\n');
}
