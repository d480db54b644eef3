import type { Db } from '../../db/connect';
import { nowInstant, toDbBool } from '../../db/values';
import { notifyChildFollowers } from '../notifications/notify';
import { notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { formNotice } from './form-notices';

/**
 * Asks a child's family to fill in a form: the request and its notification (naming the form's deadline, when
 * it has one) land together. Returns the request id.
 */
export async function publishFormRequest(db: Db, input: { formId: number; childId: number }): Promise<number> {
  return inTransaction(db, async (trx) => {
    const form = await trx.selectFrom('forms').select(['name', 'deadline']).where('id', '=', input.formId).executeTakeFirst();
    if (!form) throw notFound('Form');
    const request = await trx
      .insertInto('form_requests')
      .values({
        form_id: input.formId,
        child_id: input.childId,
        completed: toDbBool(false),
        result_data: null,
        completed_at: null,
        requested_at: nowInstant(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Forms are a parents' area (only they may answer): the student account is not told.
    await notifyChildFollowers(
      trx,
      input.childId,
      {
        subject: 'form',
        subjectId: request.id,
        ...formNotice({ kind: 'request', formName: form.name, deadline: form.deadline }),
      },
      { parentsOnly: true },
    );
    return request.id;
  });
}
