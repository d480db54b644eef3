import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * Name search that finds "Léa" when the office types "lea", the same on SQLite and PostgreSQL.
 * Neither engine folds accents by itself (SQLite's lower() even leaves É alone), so both sides of
 * the comparison go through the same table of replacements: the typed text here, the column in SQL.
 */
const FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['à', 'a'],
  ['â', 'a'],
  ['ä', 'a'],
  ['á', 'a'],
  ['ã', 'a'],
  ['å', 'a'],
  ['À', 'a'],
  ['Â', 'a'],
  ['Ä', 'a'],
  ['Á', 'a'],
  ['ç', 'c'],
  ['Ç', 'c'],
  ['é', 'e'],
  ['è', 'e'],
  ['ê', 'e'],
  ['ë', 'e'],
  ['É', 'e'],
  ['È', 'e'],
  ['Ê', 'e'],
  ['Ë', 'e'],
  ['î', 'i'],
  ['ï', 'i'],
  ['í', 'i'],
  ['Î', 'i'],
  ['Ï', 'i'],
  ['ô', 'o'],
  ['ö', 'o'],
  ['ó', 'o'],
  ['õ', 'o'],
  ['Ô', 'o'],
  ['Ö', 'o'],
  ['ù', 'u'],
  ['û', 'u'],
  ['ü', 'u'],
  ['ú', 'u'],
  ['Ù', 'u'],
  ['Û', 'u'],
  ['Ü', 'u'],
  ['ÿ', 'y'],
  ['ñ', 'n'],
  ['Ñ', 'n'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['’', "'"],
];

/** The typed text folded like the column: lower case, accents dropped. */
export function foldSearchText(text: string): string {
  let folded = text;
  for (const [from, to] of FOLDS) folded = folded.split(from).join(to);
  return folded.toLowerCase();
}

/** The column (or any text expression) folded in SQL, for `like` against a folded pattern. */
export function foldedSql(expression: Expression<string> | RawBuilder<string>): RawBuilder<string> {
  let folded: RawBuilder<string> = sql<string>`${expression}`;
  for (const [from, to] of FOLDS) folded = sql<string>`replace(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return sql<string>`lower(${folded})`;
}

/** A `like` pattern that finds the folded text anywhere; % and _ typed by the person match themselves. */
export function containsPattern(text: string): string {
  return `%${foldSearchText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `folded(expression) like pattern escape '\'`, the same on both engines. */
export function matchesSearch(expression: Expression<string> | RawBuilder<string>, text: string): RawBuilder<boolean> {
  return sql<boolean>`${foldedSql(expression)} like ${containsPattern(text)} escape '\\'`;
}
