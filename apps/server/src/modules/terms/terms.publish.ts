import type { Db } from '../../db/connect';
import { inTransaction } from '../../lib/transaction';
import { notifyEveryone } from '../notifications/notify';
import { createTermEvent, type TermEventInput } from './terms.repository';

/** A new term date concerns the whole school: the row and everyone's 'termsdate' notification land together. */
export async function publishTermEvent(db: Db, input: TermEventInput): Promise<number> {
  const publish = async (trx: Db) => {
    const id = await createTermEvent(trx, input);
    await notifyEveryone(trx, { subject: 'termsdate', subjectId: id, content: `New term date: ${input.title_en} (${input.date})` });
    return id;
  };
  return inTransaction(db, publish);
}
