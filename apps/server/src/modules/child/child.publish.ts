import type { Db } from '../../db/connect';
import { type AllergyInput, createAllergy } from './medical.repository';
import { notFound } from '../../lib/app-error';
import { notifyChildFollowers } from '../notifications/notify';
import { inTransaction } from '../../lib/transaction';

/** The child's first name, for the notification text; an unknown child stops the publication. */
async function firstNameOf(db: Db, childId: number): Promise<string> {
  const child = await db.selectFrom('children').select('first_name').where('id', '=', childId).executeTakeFirst();
  if (!child) throw notFound('Child');
  return child.first_name;
}

/** Records an allergy (with its syringes and certificates) and tells the child's followers ('allergy'). */
export async function publishAllergy(db: Db, input: { childId: number } & AllergyInput): Promise<number> {
  return inTransaction(db, async (trx) => {
    const firstName = await firstNameOf(trx, input.childId);
    const { childId, ...allergy } = input;
    const id = await createAllergy(trx, childId, allergy);
    await notifyChildFollowers(trx, childId, { subject: 'allergy', subjectId: id, kind: 'allergy.new', params: { firstName } });
    return id;
  });
}
