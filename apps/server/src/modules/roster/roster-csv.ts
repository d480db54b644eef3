import { CsvError, parse } from 'csv-parse/sync';
import type { Problems } from './roster-problems';

export type CsvRow = { line: number; cells: Record<string, string> };
export type CsvTable = { file: string; columns: string[]; rows: CsvRow[] };

/**
 * Reads one OneRoster CSV file: UTF-8 with or without a BOM, RFC 4180 quoting (commas and line breaks
 * inside quotes), the first line naming the columns. Columns Carnet does not know (`metadata.*`) are kept
 * and ignored later. A file that cannot be read at all answers null and says where it stopped.
 */
export function readCsv(file: string, text: string, problems: Problems): CsvTable | null {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? null;
    problems.add({ file, line, column: null, key: 'roster.csvSyntax', params: { detail: error.message.replace(/^[^:]*:\s*/, '') } });
    return null;
  }
  const [head, ...body] = records;
  if (!head) {
    problems.add({ file, line: null, column: null, key: 'roster.emptyFile' });
    return null;
  }
  const columns = head.record.map((name) => name.trim());
  const rows: CsvRow[] = [];
  // A record spread over several lines (a quoted line break) is named by its first line.
  let lastLine = head.info.lines;
  for (const { record, info } of body) {
    const cells: Record<string, string> = Object.create(null);
    columns.forEach((name, index) => {
      cells[name] = (record[index] ?? '').trim();
    });
    rows.push({ line: lastLine + 1, cells });
    lastLine = info.lines;
  }
  return { file, columns, rows };
}
