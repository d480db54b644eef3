import type { Db } from '../../src/db/connect';

/** The seeded request of one child for one form, by the form's name. */
export async function formRequestId(db: Db, childId: number, formName: string): Promise<number> {
  const row = await db
    .selectFrom('form_requests')
    .innerJoin('forms', 'forms.id', 'form_requests.form_id')
    .select('form_requests.id')
    .where('form_requests.child_id', '=', childId)
    .where('forms.name', '=', formName)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function formId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('forms').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** What a send may change: the request row and the notifications about it. */
export async function formRequestState(db: Db, requestId: number) {
  const row = await db
    .selectFrom('form_requests')
    .select(['completed', 'result_data', 'completed_at'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  const notifications = await db
    .selectFrom('notifications')
    .select(['user_id', 'seen'])
    .where('subject', '=', 'form')
    .where('subject_id', '=', requestId)
    .orderBy('id')
    .execute();
  return {
    completed: Number(row.completed),
    resultData: row.result_data,
    completedAt: row.completed_at,
    notifications: notifications.map((n) => ({ userId: n.user_id, seen: Number(n.seen) })),
  };
}
