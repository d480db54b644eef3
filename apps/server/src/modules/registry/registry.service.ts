import { type TRegistryItem } from '@carnet/contract';
import type { Db } from '../../db/connect';

import { fromDbBool } from '../../db/values';

import type { Actor } from '../../lib/actor';

import { whereOwnChild } from '../../lib/own-children';

/** Every registry entry of the caller's children (a student: her own), newest first. */
export async function listRegistry(db: Db, actor: Actor): Promise<TRegistryItem[]> {
  const rows = await db
    .selectFrom('registry_entries as r')
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
    ])
    .where((eb) => whereOwnChild(eb, actor, 'r.child_id'))
    .orderBy('r.date', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    statut: r.statut,
    excused: fromDbBool(r.excused),
    subject: r.subject_name === null ? null : { name: r.subject_name, teachingGroup: r.teaching_group ?? '' },
    certificate: r.certificate_name === null ? null : { title: r.certificate_name },
    child: { id: r.child_id },
  }));
}
