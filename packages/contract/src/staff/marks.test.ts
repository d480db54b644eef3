import { describe, expect, it } from 'vitest';
import { readPastedCell, readPastedColumn } from './marks';

describe('readPastedCell', () => {
  it('reads a number with a point or a comma for decimals, up to two decimals', () => {
    expect(readPastedCell('15', 20)).toEqual({ value: 15, code: null });
    expect(readPastedCell('12,5', 20)).toEqual({ value: 12.5, code: null });
    expect(readPastedCell(' 7.25 ', 20)).toEqual({ value: 7.25, code: null });
    expect(readPastedCell('0', 20)).toEqual({ value: 0, code: null });
    expect(readPastedCell('20', 20)).toEqual({ value: 20, code: null });
    expect(readPastedCell('7,125', 20)).toEqual({ error: 'tooManyDecimals' });
  });

  it("reads the codes' words in English and in French, whatever their case", () => {
    expect(readPastedCell('abs', 20)).toEqual({ value: null, code: 'absent' });
    expect(readPastedCell('ABSENT', 20)).toEqual({ value: null, code: 'absent' });
    expect(readPastedCell('Disp', 20)).toEqual({ value: null, code: 'exempt' });
    expect(readPastedCell('Dispensé', 20)).toEqual({ value: null, code: 'exempt' });
    expect(readPastedCell('exempt', 20)).toEqual({ value: null, code: 'exempt' });
    expect(readPastedCell('NN', 20)).toEqual({ value: null, code: 'notMarked' });
    expect(readPastedCell('Non noté', 20)).toEqual({ value: null, code: 'notMarked' });
    expect(readPastedCell('not marked', 20)).toEqual({ value: null, code: 'notMarked' });
  });

  it('clears on an empty cell, refuses a mark above the total and what it cannot read', () => {
    expect(readPastedCell('  ', 20)).toEqual({ value: null, code: null });
    expect(readPastedCell('21', 20)).toEqual({ error: 'aboveOutOf' });
    expect(readPastedCell('12', 10)).toEqual({ error: 'aboveOutOf' });
    expect(readPastedCell('-3', 20)).toEqual({ error: 'unreadable' });
    expect(readPastedCell('12/20', 20)).toEqual({ error: 'unreadable' });
    expect(readPastedCell('douze', 20)).toEqual({ error: 'unreadable' });
    expect(readPastedCell('1e1', 20)).toEqual({ error: 'unreadable' });
  });
});

describe('readPastedColumn', () => {
  it('reads one cell a line, CRLF or LF, the last line break ignored, only the first column of each line', () => {
    expect(readPastedColumn('12,5\r\nabs\r\n\r\n18\tgood work\r\n', 20)).toEqual([
      { value: 12.5, code: null },
      { value: null, code: 'absent' },
      { value: null, code: null },
      { value: 18, code: null },
    ]);
    expect(readPastedColumn('9\n10', 10)).toEqual([
      { value: 9, code: null },
      { value: 10, code: null },
    ]);
  });

  it('keeps a cell it cannot read at its line, never shifting the ones after', () => {
    expect(readPastedColumn('14\nquatorze\n25\n11', 20)).toEqual([
      { value: 14, code: null },
      { error: 'unreadable' },
      { error: 'aboveOutOf' },
      { value: 11, code: null },
    ]);
  });
});
