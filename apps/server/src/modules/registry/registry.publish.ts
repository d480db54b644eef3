import { isAbsence, isLateness } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { notifyChildFollowers } from '../notifications/notify';
import { createRegistryEntry, type RegistryEntryInput } from './registry.repository';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Léa was absent on 03 March 2026', or null when the entry is nothing a family needs to hear of. */
export function registryNotice(firstName: string, statut: string, date: string): string | null {
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
