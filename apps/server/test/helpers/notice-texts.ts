import type { TLanguage } from '@carnet/contract';
import { wordNotice } from '../../src/i18n/notices';

/** Stored notifications with their words as a reader of `language` reads them (decision 095), in place of kind and params. */
export function worded<Row extends { kind: string; params: string }>(rows: Row[], language: TLanguage = 'en') {
  return rows.map(({ kind, params, ...row }) => ({ ...row, content: wordNotice(kind, params, language) }));
}
