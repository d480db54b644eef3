import { isAbsence, isLateness, type TRegistryItem } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { createRegistryEntry, type RegistryEntryInput } from '../../db/factories/registry';
import { fromDbBool } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { whereOwnChild } from '../../lib/own-children';
import { notFound } from '../../lib/app-error';
import { notifyChildFollowers } from '../../lib/notify';
import { inTransaction } from '../../lib/transaction';

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

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Léa was absent on 03 March 2026', or null when the entry is nothing a family needs to hear of. */
function registryNotice(firstName: string, statut: string, date: string): string | null {
  const day = dayFormat.format(new Date(date));
  if (isAbsence(statut)) return `${firstName} was absent on ${day}`;
  if (isLateness(statut)) return `${firstName} was late on ${day} (${statut})`;
  return null;
}

/** Records an entry; an absence or a lateness also tells the family, in the same transaction. */
export async function addRegistryEntry(db: Db, input: RegistryEntryInput & { childId: number }): Promise<number> {
  return inTransaction(db, async (trx) => {
    const child = await trx.selectFrom('children').select('first_name').where('id', '=', input.childId).executeTakeFirst();
    if (!child) throw notFound('Child');
    const { childId, ...entry } = input;
    const entryId = await createRegistryEntry(trx, childId, entry);
    const content = registryNotice(child.first_name, entry.statut ?? 'present', entry.date);
    if (content) await notifyChildFollowers(trx, childId, { subject: 'registry', subjectId: entryId, content });
    return entryId;
  });
}
