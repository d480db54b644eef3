import { describe, expect, it } from 'vitest';
import { insertBold, insertLink, insertList } from './markdown-insert';

describe('the editor toolbar’s Markdown', () => {
  it('puts the selection in bold, or leaves the caret inside an empty pair', () => {
    expect(insertBold({ text: 'Read page 12', start: 5, end: 12 })).toEqual({ text: 'Read **page 12**', start: 7, end: 14 });
    expect(insertBold({ text: 'Read ', start: 5, end: 5 })).toEqual({ text: 'Read ****', start: 7, end: 7 });
  });

  it('makes each selected line a list item, once', () => {
    expect(insertList({ text: 'Intro\nOne\nTwo', start: 6, end: 13 }).text).toBe('Intro\n- One\n- Two');
    expect(insertList({ text: '- One', start: 3, end: 3 }).text).toBe('- One');
    expect(insertList({ text: '', start: 0, end: 0 })).toEqual({ text: '- ', start: 2, end: 2 });
  });

  it('links the selection and selects the address to type', () => {
    const linked = insertLink({ text: 'See the video', start: 8, end: 13 }, 'link text');
    expect(linked.text).toBe('See the [video](https://)');
    expect(linked.text.slice(linked.start, linked.end)).toBe('https://');
    expect(insertLink({ text: '', start: 0, end: 0 }, 'link text').text).toBe('[link text](https://)');
  });
});
