import { ALLOWED, DATE_COLUMNS, NOT_EMPTY, columnsOf } from './roster-columns';
import { readCsv } from './roster-csv';
import type { RosterFiles } from './roster-files';
import { type Manifest, ROSTER_FILES, type RosterFile, readManifest } from './roster-manifest';
import type { Problems } from './roster-problems';

/** A source row as Carnet keeps it: the cells of the columns it reads, and where it came from. */
export type SourceRow = {
  sourcedId: string;
  cells: Readonly<Record<string, string>>;
  /** Where the row is in this import's file; null for a row kept from an earlier import. */
  line: number | null;
};

/** The rows this import's files bring, per file, split into what stays and what goes (`tobedeleted`). */
export type IncomingRows = Record<RosterFile, { active: SourceRow[]; deleted: SourceRow[] }>;

export type ReadFiles = { manifest: Manifest; incoming: IncomingRows };

/** 'YYYY-MM-DD' naming a day that exists (no 2027-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const EMAIL = /^[^@\s"<>,;]+@[^@\s"<>,;]+\.[^@\s"<>,;]+$/;
export const isRosterEmail = (value: string) => value.length <= 254 && EMAIL.test(value);

/** Reads the manifest and every file it lists, checking each row; every problem is collected. */
export function readRosterFiles(files: RosterFiles, problems: Problems): ReadFiles | null {
  const manifestText = files.get('manifest.csv');
  if (manifestText === undefined) {
    problems.add({ file: 'manifest.csv', line: null, column: null, key: 'roster.noManifest' });
    return null;
  }
  const manifestTable = readCsv('manifest.csv', manifestText, problems);
  const manifest = manifestTable && readManifest(manifestTable, problems);
  if (!manifest) return null;
  const incoming = {} as IncomingRows;
  for (const name of ROSTER_FILES) {
    incoming[name] = { active: [], deleted: [] };
    const mode = manifest.modes[name];
    if (mode === 'absent') continue;
    const file = `${name}.csv`;
    const text = files.get(file);
    if (text === undefined) {
      problems.add({ file, line: null, column: null, key: 'roster.fileMissing', params: { mode } });
      continue;
    }
    incoming[name] = readRows(name, file, text, manifest, problems);
  }
  return { manifest, incoming };
}

function readRows(name: RosterFile, file: string, text: string, manifest: Manifest, problems: Problems) {
  const result = { active: [] as SourceRow[], deleted: [] as SourceRow[] };
  const table = readCsv(file, text, problems);
  if (!table) return result;
  const { required, optional } = columnsOf(name, manifest.version);
  const isDelta = manifest.modes[name] === 'delta';
  const missing = [...required, ...(isDelta ? ['status'] : [])].filter((column) => !table.columns.includes(column));
  for (const column of missing) problems.add({ file, line: 1, column, key: 'roster.columnMissing', params: { column } });
  const read = [...required, ...optional].filter((column) => table.columns.includes(column));
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of table.rows) {
    const at = (column: string) => ({ file, line, column });
    const sourcedId = cells.sourcedId ?? '';
    if (sourcedId === '') {
      problems.add({ ...at('sourcedId'), key: 'roster.required' });
      continue;
    }
    const first = firstLineOf.get(sourcedId);
    if (first !== undefined) {
      problems.add({ ...at('sourcedId'), key: 'roster.duplicate', params: { id: sourcedId, line: first } });
      continue;
    }
    firstLineOf.set(sourcedId, line);
    const kept: Record<string, string> = {};
    for (const column of read) if (column !== 'status' && column !== 'dateLastModified') kept[column] = cells[column] ?? '';
    checkCells(name, kept, at, problems);
    const status = cells.status ?? '';
    const allowedStatus = isDelta ? ['active', 'tobedeleted'] : ['', 'active', 'tobedeleted'];
    if (!allowedStatus.includes(status)) {
      problems.add({
        ...at('status'),
        key: 'roster.badValue',
        params: { value: status, allowed: allowedStatus.filter(Boolean).join(', ') },
      });
    }
    (status === 'tobedeleted' ? result.deleted : result.active).push({ sourcedId, cells: kept, line });
  }
  return result;
}

type At = (column: string) => { file: string; line: number; column: string };

function checkCells(name: RosterFile, cells: Record<string, string>, at: At, problems: Problems) {
  for (const column of NOT_EMPTY[name] ?? []) {
    if ((cells[column] ?? '') === '') problems.add({ ...at(column), key: 'roster.required' });
  }
  for (const column of DATE_COLUMNS[name] ?? []) {
    const value = cells[column] ?? '';
    if (value !== '' && !isIsoDate(value)) problems.add({ ...at(column), key: 'roster.badDate', params: { value } });
  }
  for (const [column, allowed] of Object.entries(ALLOWED[name] ?? {})) {
    const value = cells[column];
    if (value !== undefined && !allowed.includes(value)) {
      problems.add({ ...at(column), key: 'roster.badValue', params: { value, allowed: allowed.filter(Boolean).join(', ') } });
    }
  }
  if (name === 'users') {
    const email = cells.email ?? '';
    if (email !== '' && !isRosterEmail(email)) problems.add({ ...at('email'), key: 'roster.badEmail', params: { value: email } });
  }
  for (const [column, value] of Object.entries(cells)) {
    if (value.length > 500) problems.add({ ...at(column), key: 'roster.tooLong', params: { max: 500 } });
  }
}
