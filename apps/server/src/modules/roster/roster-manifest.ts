import type { TOneRosterVersion } from '@carnet/contract';
import type { CsvTable } from './roster-csv';
import type { Problems } from './roster-problems';

/** The OneRoster files Carnet reads; the others (results, line items, resources) are left aside. */
export const ROSTER_FILES = [
  'orgs',
  'academicSessions',
  'courses',
  'classes',
  'users',
  'enrollments',
  'demographics',
  'roles',
  'userProfiles',
] as const;
export type RosterFile = (typeof ROSTER_FILES)[number];

/** 'bulk': the file is the whole set; 'delta': only its rows change; 'absent': not sent, nothing changes. */
export type FileMode = 'bulk' | 'delta' | 'absent';
const MODES: readonly string[] = ['bulk', 'delta', 'absent'];

export type Manifest = { version: TOneRosterVersion; modes: Record<RosterFile, FileMode> };

/** roles and userProfiles came with 1.2: in 1.1 they are absent whatever the manifest says. */
const ONLY_IN_12: readonly RosterFile[] = ['roles', 'userProfiles'];

/** manifest.csv: `propertyName,value` rows; the version and each file's mode. Null when it cannot be used. */
export function readManifest(table: CsvTable, problems: Problems): Manifest | null {
  const file = 'manifest.csv';
  for (const column of ['propertyName', 'value']) {
    if (!table.columns.includes(column)) problems.add({ file, line: 1, column, key: 'roster.columnMissing', params: { column } });
  }
  if (!problems.isEmpty) return null;
  const properties = new Map(table.rows.map((row) => [row.cells.propertyName ?? '', row]));
  const versionRow = properties.get('oneroster.version');
  const version = versionRow?.cells.value ?? '';
  if (version !== '1.1' && version !== '1.2') {
    problems.add({ file, line: versionRow?.line ?? null, column: 'value', key: 'roster.badVersion', params: { value: version } });
    return null;
  }
  const modes = {} as Record<RosterFile, FileMode>;
  for (const name of ROSTER_FILES) {
    const row = properties.get(`file.${name}`);
    const mode = row?.cells.value ?? 'absent';
    if (!MODES.includes(mode)) {
      problems.add({
        file,
        line: row?.line ?? null,
        column: 'value',
        key: 'roster.badMode',
        params: { value: mode, property: `file.${name}` },
      });
    }
    modes[name] = version === '1.1' && ONLY_IN_12.includes(name) ? 'absent' : MODES.includes(mode) ? (mode as FileMode) : 'absent';
  }
  return problems.isEmpty ? { version, modes } : null;
}
