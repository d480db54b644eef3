import { isAbsence, isLateness } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import type { Notice } from '../../i18n/notices';
import { notifyChildFollowers } from '../notifications/notify';
import { createRegistryEntry, type RegistryEntryInput } from './registry.repository';

/** 'Léa was absent on 03 March 2026' as a notice, or null when the entry is nothing a family needs to hear of. */
export function registryNotice(firstName: string, statut: string, date: string): Notice | null {
  const day = { date };
  if (isAbsence(statut)) return { kind: 'registry.absent', params: { firstName, day } };
  if (isLateness(statut)) return { kind: 'registry.late', params: { firstName, day, statut } };
  return null;
}

/** Records an entry; an absence or a lateness also tells the family, in the same transaction. */
export async function addRegistryEntry(db: Db, input: RegistryEntryInput & { childId: number }): Promise<number> {
  return inTransaction(db, async (trx) => {
    const child = await trx.selectFrom('children').select('first_name').where('id', '=', input.childId).executeTakeFirst();
    if (!child) throw notFound('Child');
    const { childId, ...entry } = input;
    const entryId = await createRegistryEntry(trx, childId, entry);
    const notice = registryNotice(child.first_name, entry.statut ?? 'present', entry.date);
    if (notice) await notifyChildFollowers(trx, childId, { subject: 'registry', subjectId: entryId, ...notice });
    return entryId;
  });
}
