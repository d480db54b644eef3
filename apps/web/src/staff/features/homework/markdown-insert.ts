/**
 * What the editor's toolbar writes: plain Markdown that RichText renders (bold, lists, links), so a
 * teacher on a phone formats without typing asterisks. Each takes the text and the selection and
 * returns the new text with the selection to put back.
 */
export type TextSelection = { text: string; start: number; end: number };

/** **selection**, or an empty pair with the caret between it. */
export function insertBold({ text, start, end }: TextSelection): TextSelection {
  const chosen = text.slice(start, end);
  const next = `${text.slice(0, start)}**${chosen}**${text.slice(end)}`;
  return { text: next, start: start + 2, end: end + 2 };
}

/** Each line of the selection (or the caret's line) becomes a list item: '- ' in front, once. */
export function insertList({ text, start, end }: TextSelection): TextSelection {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const listed = lines.map((line) => (line.startsWith('- ') ? line : `- ${line}`)).join('\n');
  const added = listed.length - (lineEnd - lineStart);
  return { text: `${text.slice(0, lineStart)}${listed}${text.slice(lineEnd)}`, start: start + (added > 0 ? 2 : 0), end: end + added };
}

/** [selection](https://), the address selected to be typed over; `placeholder` is the link's words when nothing was selected. */
export function insertLink({ text, start, end }: TextSelection, placeholder: string): TextSelection {
  const words = text.slice(start, end) || placeholder;
  const address = 'https://';
  const inserted = `[${words}](${address})`;
  const addressStart = start + words.length + 3;
  return { text: `${text.slice(0, start)}${inserted}${text.slice(end)}`, start: addressStart, end: addressStart + address.length };
}
