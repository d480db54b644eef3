import { todayIn } from '@carnet/contract';
import type { Db } from '../../db/connect';

export type Target = { name: string | null; date: string | null };
type Line = { entity: string; entityId: number | null; before: unknown; after: unknown };

const textField = (record: unknown, field: 'name' | 'title'): string | null => {
  if (typeof record !== 'object' || record === null) return null;
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/** The ids of each kind among the lines, so each table is read once per page. */
function idsOf(lines: readonly Line[], entity: string): number[] {
  return [...new Set(lines.filter((l) => l.entity === entity && l.entityId !== null).map((l) => l.entityId as number))];
}

/**
 * The names and days the sentences speak of, read when the log is read (decision 097): a form, family,
 * class or newsletter by its name today, an absence by its day on the school's clocks. A kind without a
 * table here, or a record gone since, reads the name its line kept (a 'name' or 'title'), else none.
 */
export async function resolveTargets(db: Db, lines: readonly Line[], timeZone: string): Promise<(line: Line) => Target> {
  const read = async (entity: string, query: (ids: number[]) => Promise<{ id: number; name: string }[]>) => {
    const ids = idsOf(lines, entity);
    return new Map<string, string>((ids.length === 0 ? [] : await query(ids)).map((r) => [`${entity}:${r.id}`, r.name]));
  };
  const [forms, families, classes, newsletters, absences] = await Promise.all([
    read('form', (ids) => db.selectFrom('forms').select(['id', 'name']).where('id', 'in', ids).execute()),
    read('family', (ids) => db.selectFrom('families').select(['id', 'name']).where('id', 'in', ids).execute()),
    read('class', (ids) => db.selectFrom('classes').select(['id', 'name']).where('id', 'in', ids).execute()),
    read('newsletter', (ids) => db.selectFrom('newsletters').select(['id', 'title as name']).where('id', 'in', ids).execute()),
    read('absence', (ids) => db.selectFrom('registry_entries').select(['id', 'date as name']).where('id', 'in', ids).execute()),
  ]);
  const names = new Map([...forms, ...families, ...classes, ...newsletters]);
  return (line) => {
    const key = `${line.entity}:${line.entityId}`;
    const absenceAt = absences.get(key);
    if (absenceAt) return { name: null, date: todayIn(timeZone, new Date(absenceAt)) };
    const name = names.get(key) ?? textField(line.after, 'name') ?? textField(line.before, 'name') ?? textField(line.after, 'title');
    return { name: name ?? null, date: null };
  };
}
