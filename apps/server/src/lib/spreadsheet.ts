import { type TExportFormat, type TLanguage, todayIn, zonedTimeOfDay } from '@carnet/contract';
import writeXlsxFile from 'write-excel-file/node';
import type { StoredFile } from './download';

/**
 * Exports that open in the school's spreadsheet (decision 097): a workbook (.xlsx, written on the server
 * by write-excel-file, which needs only fflate and never reaches the web bundle), or CSV with the
 * separator a spreadsheet of the reader's language expects (French ones read ';', since ',' is their
 * decimal mark). A cell is text, or a moment already read on the school's clocks.
 */
export type SheetCell = string | { schoolTime: string } | null;
export type Sheet = { name: string; header: string[]; rows: SheetCell[][] };

export const csvSeparator = (language: TLanguage): ';' | ',' => (language === 'fr' ? ';' : ',');

/** An instant as the school's clock reads it: 'YYYY-MM-DD HH:MM'. */
export function schoolDateTime(instant: string, timeZone: string): string {
  return `${todayIn(timeZone, new Date(instant))} ${zonedTimeOfDay(instant, timeZone)}`;
}

/**
 * A CSV cell: a value a spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe,
 * and one holding the separator, a quote or a line break is quoted.
 */
function csvCell(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** UTF-8 with a BOM (spreadsheets then read accents right), CRLF lines. */
export function toCsv(sheet: Sheet, language: TLanguage, timeZone: string): Buffer {
  const separator = csvSeparator(language);
  const text = (cell: SheetCell) => (cell === null ? '' : typeof cell === 'string' ? cell : schoolDateTime(cell.schoolTime, timeZone));
  const lines = [sheet.header, ...sheet.rows.map((row) => row.map(text))].map((line) =>
    line.map((c) => csvCell(c, separator)).join(separator),
  );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * A workbook of one sheet, the header in bold. A moment is a real date cell holding the school's wall
 * clock (a spreadsheet has no time zones), so it sorts and filters as a date. Text cells stay text: a
 * workbook never runs them as formulas.
 */
export async function toXlsx(sheet: Sheet, timeZone: string): Promise<Buffer> {
  const cell = (value: SheetCell) => {
    if (value === null) return null;
    if (typeof value === 'string') return { value, type: String };
    const wall = new Date(`${schoolDateTime(value.schoolTime, timeZone).replace(' ', 'T')}:00Z`);
    return { value: wall, type: Date, format: 'yyyy-mm-dd hh:mm' };
  };
  const header = sheet.header.map((value) => ({ value, type: String, fontWeight: 'bold' as const }));
  // Sheet names are at most 31 characters and some characters are refused.
  const name = sheet.name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet';
  return writeXlsxFile([header, ...sheet.rows.map((row) => row.map(cell))], { sheet: name }).toBuffer();
}

/** The sheet as a file to download, in the format asked. */
export async function spreadsheetFile(sheet: Sheet, format: TExportFormat, language: TLanguage, timeZone: string): Promise<StoredFile> {
  if (format === 'csv')
    return { name: `${sheet.name}.csv`, media_type: 'text/csv; charset=utf-8', bytes: toCsv(sheet, language, timeZone) };
  return {
    name: `${sheet.name}.xlsx`,
    media_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: await toXlsx(sheet, timeZone),
  };
}
