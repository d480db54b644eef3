import type { Db } from '../../db/connect';
import { inTransaction } from '../../lib/transaction';
import { notifyEveryone } from '../notifications/notify';
import { createTermEvent, type TermEventInput } from './terms.repository';

/** A new term date concerns the whole school: the row and everyone's 'termsdate' notification land together. */
export async function publishTermEvent(db: Db, input: TermEventInput): Promise<number> {
  const publish = async (trx: Db) => {
    const id = await createTermEvent(trx, input);
    await notifyEveryone(trx, {
      subject: 'termsdate',
      subjectId: id,
      kind: 'termsdate.new',
      params: { title: { en: input.title_en, fr: input.title_fr }, date: { date: input.date } },
    });
    return id;
  };
  return inTransaction(db, publish);
}

/**
 * Withdraws a term date: families no longer see it, and the notifications nobody has opened yet go
 * with it (the seen ones stay in their readers' history). Inside the caller's transaction when given one.
 */
export async function withdrawTermEvent(db: Db, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('notifications').where('subject', '=', 'termsdate').where('subject_id', '=', id).where('seen', '=', 0).execute();
    await trx.deleteFrom('term_events').where('id', '=', id).execute();
  });
}
