import type { Db } from '../../db/connect';
import { toDbBool } from '../../db/values';
import { notifyChildFollowers } from '../notifications/notify';
import { notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';

/** Asks a child's family to fill in a form: the request and its notification land together. Returns the request id. */
export async function publishFormRequest(db: Db, input: { formId: number; childId: number }): Promise<number> {
  return inTransaction(db, async (trx) => {
    const form = await trx.selectFrom('forms').select('name').where('id', '=', input.formId).executeTakeFirst();
    if (!form) throw notFound('Form');
    const request = await trx
      .insertInto('form_requests')
      .values({ form_id: input.formId, child_id: input.childId, completed: toDbBool(false), result_data: null, completed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Forms are a parents' area (only they may answer): the student account is not told.
    await notifyChildFollowers(
      trx,
      input.childId,
      { subject: 'form', subjectId: request.id, kind: 'form.new', params: { name: form.name } },
      { parentsOnly: true },
    );
    return request.id;
  });
}
