import { REGISTRY_PAGE_LIMIT, type TCursor, type TPageQuery, type TRegistryItem } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromDbBool } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { type KeysetPage, toKeysetPage } from '../../lib/keyset-page';
import { whereOwnChild } from '../../lib/own-children';

/** The caller's children's entries (a student: her own), newest first; each read walks (child_id, date). */
const ownEntries = (db: Db, actor: Actor) =>
  db
    .selectFrom('registry_entries as r')
    .where((eb) => whereOwnChild(eb, actor, 'r.child_id'))
    .orderBy('r.date', 'desc')
    .orderBy('r.id', 'desc');

const withDetails = (db: Db, actor: Actor) =>
  ownEntries(db, actor)
    .leftJoin('subjects as s', 's.id', 'r.subject_id')
    .leftJoin('files as f', 'f.id', 'r.certificate_file_id')
    .select([
      'r.id',
      'r.child_id',
      'r.date',
      'r.statut',
      'r.excused',
      's.name as subject_name',
      's.teaching_group',
      'f.name as certificate_name',
    ]);

type EntryRow = Awaited<ReturnType<ReturnType<typeof withDetails>['execute']>>[number];

const toItem = (r: EntryRow): TRegistryItem[] => [
  {
    id: r.id,
    date: r.date,
    statut: r.statut,
    excused: fromDbBool(r.excused),
    subject: r.subject_name === null ? null : { name: r.subject_name, teachingGroup: r.teaching_group ?? '' },
    certificate: r.certificate_name === null ? null : { title: r.certificate_name },
    child: { id: r.child_id },
  },
];

const cursorOf = (r: EntryRow): TCursor => ({ key: r.date, id: r.id });

/**
 * Without a cursor: every entry since `windowStart` (the current and previous school year), and a next
 * page when older ones exist. Dates are ISO instants, so `date >= '2025-08-01'` holds the whole first
 * day, and the window's next page starts just before it: (windowStart, 1) comes after every older entry.
 */
export async function listRegistryPage(db: Db, actor: Actor, query: TPageQuery, windowStart: string): Promise<KeysetPage<TRegistryItem>> {
  if (query.before) {
    const limit = query.limit ?? REGISTRY_PAGE_LIMIT;
    const { key, id } = query.before;
    const rows = await withDetails(db, actor)
      .where((eb) => eb(eb.refTuple('r.date', 'r.id'), '<', eb.tuple(key, id)))
      .limit(limit + 1)
      .execute();
    return toKeysetPage(rows, limit, cursorOf, toItem);
  }
  const [rows, older] = await Promise.all([
    withDetails(db, actor).where('r.date', '>=', windowStart).execute(),
    ownEntries(db, actor).select('r.id').where('r.date', '<', windowStart).limit(1).executeTakeFirst(),
  ]);
  return { items: rows.flatMap(toItem), next: older ? { key: windowStart, id: 1 } : null };
}
