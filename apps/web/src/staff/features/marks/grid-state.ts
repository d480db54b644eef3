import { readPastedCell, readPastedColumn, type TCompetencyLevel, type TGridRow, type TMarkCode, type TMarkEntry } from '@carnet/contract';

/**
 * The grid as the teacher types it, before "Save" (decision 114): the mark as typed (a comma or a point),
 * a code, a comment, a level per competency. Pure, so the page and its test share it; what is sent is
 * only the rows that differ from the server's.
 */
export type DraftRow = {
  childId: number;
  name: string;
  markText: string;
  code: TMarkCode | null;
  comment: string;
  levels: Record<number, TCompetencyLevel | null>;
};

const markTextOf = (value: number | null, language: string) =>
  value === null ? '' : language === 'fr' ? String(value).replace('.', ',') : String(value);

export const draftOf = (row: TGridRow, language: string): DraftRow => ({
  childId: row.childId,
  name: `${row.firstName} ${row.lastName}`,
  markText: markTextOf(row.value, language),
  code: row.code,
  comment: row.comment ?? '',
  levels: Object.fromEntries(row.levels.map((given) => [given.competencyId, given.level])),
});

/**
 * A mark cell typed into: a code's word ("abs", "disp", "nn", in either language) sets the code and
 * empties the cell; a number clears the code (a pupil has a mark or a code, never both).
 */
export function typeMark(row: DraftRow, text: string, outOf: number): DraftRow {
  const read = readPastedCell(text, outOf);
  if ('code' in read && read.code) return { ...row, markText: '', code: read.code };
  return { ...row, markText: text, code: text.trim() === '' ? row.code : null };
}

export type PasteResult = { rows: DraftRow[]; unreadable: string[]; leftOver: number };

/**
 * A column pasted in the mark cell of row `from`: each line fills that pupil and the following ones.
 * A cell it cannot read stays as pasted (the grid marks it) and its pupil is named; lines past the last
 * pupil are counted, never wrapped around.
 */
export function pasteColumn(rows: DraftRow[], from: number, text: string, outOf: number): PasteResult {
  const cells = readPastedColumn(text, outOf);
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const next = [...rows];
  const unreadable: string[] = [];
  cells.forEach((cell, offset) => {
    const row = next[from + offset];
    if (!row) return;
    // The cell as pasted ('12,5' stays '12,5'); a code's word leaves the mark empty.
    const pasted = (lines[offset] ?? '').split('\t')[0]?.trim() ?? '';
    if ('error' in cell) {
      unreadable.push(row.name);
      next[from + offset] = { ...row, markText: pasted, code: null };
      return;
    }
    next[from + offset] = { ...row, markText: cell.code ? '' : pasted, code: cell.code };
  });
  return { rows: next, unreadable, leftOver: Math.max(0, from + cells.length - rows.length) };
}

/** The mark typed, read: a value, or null when empty; 'error' when it cannot be read or is above the total. */
export function markValueOf(row: DraftRow, outOf: number): number | null | 'error' {
  const read = readPastedCell(row.markText, outOf);
  if ('error' in read) return 'error';
  return read.value;
}

function entryOf(row: DraftRow, outOf: number | null, competencyIds: number[]): TMarkEntry | null {
  const comment = row.comment.trim() === '' ? null : row.comment.trim();
  if (outOf === null) {
    const levels = competencyIds.flatMap((competencyId) => {
      const level = row.levels[competencyId];
      return level ? [{ competencyId, level }] : [];
    });
    return { childId: row.childId, code: row.code, comment, levels: row.code ? [] : levels };
  }
  const value = markValueOf(row, outOf);
  if (value === 'error') return null;
  return { childId: row.childId, value: row.code ? null : value, code: row.code, comment };
}

export type SaveBody = { marks: TMarkEntry[]; invalid: string[] };

/**
 * What "Save" sends: the entries of the rows changed since the server's grid, and the names of the pupils
 * whose mark cannot be read (nothing is sent while there is one).
 */
export function changedEntries(initial: DraftRow[], rows: DraftRow[], outOf: number | null, competencyIds: number[]): SaveBody {
  const marks: TMarkEntry[] = [];
  const invalid: string[] = [];
  rows.forEach((row, index) => {
    const entry = entryOf(row, outOf, competencyIds);
    if (!entry) return void invalid.push(row.name);
    const before = initial[index];
    const saved = before ? entryOf(before, outOf, competencyIds) : null;
    if (JSON.stringify(entry) !== JSON.stringify(saved)) marks.push(entry);
  });
  return { marks, invalid };
}
