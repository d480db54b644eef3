import type { Db } from '../../db/connect';
import { fromJsonText } from '../../db/values';
import { ROSTER_FILES, type RosterFile } from './roster-manifest';
import type { Problems } from './roster-problems';
import type { ReadFiles, SourceRow } from './roster-rows';

/** The school as the source system now says it is: every file's rows after this import, by sourcedId. */
export type SourceSet = Record<RosterFile, ReadonlyMap<string, SourceRow>>;

/** A OneRoster list ('a,b,c' inside one quoted field) as its items. */
export const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * A bulk file is the whole set. A delta file changes the rows the earlier imports left (kept in
 * roster_rows): its active rows replace or add, its `tobedeleted` rows go. An absent file leaves them.
 */
export async function mergeWithStored(db: Db, read: ReadFiles): Promise<SourceSet> {
  const keptFiles = ROSTER_FILES.filter((name) => read.manifest.modes[name] !== 'bulk');
  const stored =
    keptFiles.length === 0
      ? []
      : await db.selectFrom('roster_rows').select(['file', 'sourced_id', 'row']).where('file', 'in', keptFiles).execute();
  const set = {} as Record<RosterFile, Map<string, SourceRow>>;
  for (const name of ROSTER_FILES) set[name] = new Map();
  for (const row of stored) {
    set[row.file as RosterFile]?.set(row.sourced_id, { sourcedId: row.sourced_id, cells: fromJsonText(row.row, {}), line: null });
  }
  for (const name of ROSTER_FILES) {
    const rows = set[name];
    if (read.manifest.modes[name] === 'absent') continue;
    for (const row of read.incoming[name].active) rows.set(row.sourcedId, row);
    for (const row of read.incoming[name].deleted) rows.delete(row.sourcedId);
  }
  return set;
}

/** Which file each reference points into, per file and column; a list column holds several. */
const REFERENCES: Partial<Record<RosterFile, readonly [column: string, target: RosterFile, isList: boolean][]>> = {
  academicSessions: [['parentSourcedId', 'academicSessions', false]],
  courses: [
    ['orgSourcedId', 'orgs', false],
    ['schoolYearSourcedId', 'academicSessions', false],
  ],
  classes: [
    ['courseSourcedId', 'courses', false],
    ['schoolSourcedId', 'orgs', false],
    ['termSourcedIds', 'academicSessions', true],
  ],
  users: [
    ['orgSourcedIds', 'orgs', true],
    ['primaryOrgSourcedId', 'orgs', false],
    ['agentSourcedIds', 'users', true],
  ],
  enrollments: [
    ['classSourcedId', 'classes', false],
    ['userSourcedId', 'users', false],
    ['schoolSourcedId', 'orgs', false],
  ],
  demographics: [['sourcedId', 'users', false]],
  roles: [
    ['userSourcedId', 'users', false],
    ['orgSourcedId', 'orgs', false],
  ],
  userProfiles: [['userSourcedId', 'users', false]],
};

/**
 * Every reference of this import's rows must name a record of the set after the import. Rows kept from
 * earlier imports are not re-checked: a delta may delete what they named, and they are then left aside.
 */
export function checkReferences(set: SourceSet, problems: Problems): void {
  for (const name of ROSTER_FILES) {
    for (const [column, target, isList] of REFERENCES[name] ?? []) {
      for (const row of set[name].values()) {
        if (row.line === null) continue;
        const ids = isList ? listOf(row.cells[column]) : [row.cells[column] ?? ''].filter(Boolean);
        for (const id of ids) {
          if (!set[target].has(id)) {
            problems.add({
              file: `${name}.csv`,
              line: row.line,
              column,
              key: 'roster.unknownReference',
              params: { id, target: `${target}.csv` },
            });
          }
        }
      }
    }
  }
}

/** Writes the rows of every file this import sent, so the next delta reads against them. */
export async function storeSourceRows(trx: Db, read: ReadFiles, set: SourceSet): Promise<void> {
  for (const name of ROSTER_FILES) {
    const mode = read.manifest.modes[name];
    if (mode === 'absent') continue;
    if (mode === 'bulk') await trx.deleteFrom('roster_rows').where('file', '=', name).execute();
    else {
      const gone = read.incoming[name].deleted.map((row) => row.sourcedId);
      for (let i = 0; i < gone.length; i += 500) {
        await trx
          .deleteFrom('roster_rows')
          .where('file', '=', name)
          .where('sourced_id', 'in', gone.slice(i, i + 500))
          .execute();
      }
    }
    const fresh = mode === 'bulk' ? [...set[name].values()] : read.incoming[name].active;
    for (let i = 0; i < fresh.length; i += 200) {
      const chunk = fresh.slice(i, i + 200).map((row) => ({ file: name, sourced_id: row.sourcedId, row: JSON.stringify(row.cells) }));
      if (mode === 'delta') {
        await trx
          .deleteFrom('roster_rows')
          .where('file', '=', name)
          .where(
            'sourced_id',
            'in',
            chunk.map((row) => row.sourced_id),
          )
          .execute();
      }
      await trx.insertInto('roster_rows').values(chunk).execute();
    }
  }
}
