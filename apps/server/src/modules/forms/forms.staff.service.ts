import {
  type TAudience,
  type TFormAnswers,
  type TNewForm,
  type TSendForm,
  type TSendFormResult,
  type TStaffFormDefinition,
  ZFormSchema,
} from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { fromDbBool, toDbBool, toJsonText } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { audiencePupils, checkAudience } from '../audience/audience';
import { recordAudit } from '../audit/audit';
import { notifyParentsOfChildren } from '../notifications/notify';
import { formNotice } from './form-notices';
import { publishFormRequest } from './forms.publish';

const summaries = (db: Db) =>
  db.selectFrom('forms').select((eb) => [
    'forms.id',
    'forms.name',
    'forms.type',
    'forms.deadline',
    'forms.auto_remind',
    eb
      .selectFrom('form_requests')
      .select(sql<number>`count(*)`.as('n'))
      .whereRef('form_requests.form_id', '=', 'forms.id')
      .as('requested'),
    eb
      .selectFrom('form_requests')
      .select(sql<number>`count(*)`.as('n'))
      .whereRef('form_requests.form_id', '=', 'forms.id')
      .where('form_requests.completed', '=', 1)
      .as('answered'),
  ]);
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;
const toSummary = (r: SummaryRow) => ({
  id: r.id,
  name: r.name,
  type: r.type,
  deadline: r.deadline,
  autoRemind: fromDbBool(r.auto_remind),
  requested: Number(r.requested ?? 0),
  answered: Number(r.answered ?? 0),
});

export async function listStaffForms(db: Db) {
  return (await summaries(db).orderBy('forms.id', 'desc').execute()).map(toSummary);
}

async function findSummary(db: Db, id: number) {
  const row = await summaries(db).where('forms.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Form');
  return toSummary(row);
}

/** The contact fields and questions stored as the family side reads them. */
const schemaOf = (input: TNewForm) =>
  toJsonText({ contactInfo: input.contactInfo, form: input.questions.map((q) => ({ ...q, title: q.title.trim() })) });

/** The office builds a form: its contact fields and questions, stored as the family side reads them. */
export function createStaffForm(db: Db, actor: Actor, input: TNewForm): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('forms')
      .values({ name: input.name, type: input.type, schema: schemaOf(input), auto_remind: toDbBool(input.autoRemind ?? true) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'create', entity: 'form', entityId: id, after: input });
    return { id };
  });
}

/** A form as built, for the office to change it. */
export async function getStaffForm(db: Db, id: number): Promise<TStaffFormDefinition> {
  const summary = await findSummary(db, id);
  const row = await db.selectFrom('forms').select('schema').where('id', '=', id).executeTakeFirstOrThrow();
  const schema = ZFormSchema.parse(JSON.parse(row.schema));
  return { ...summary, contactInfo: schema.contactInfo, questions: schema.form };
}

/**
 * The office changes a form while no family has answered it: the families already asked read the new
 * version. Once one answered, the answers are kept by question title, so the form stays as it was.
 */
export function updateStaffForm(db: Db, actor: Actor, id: number, input: TNewForm): Promise<void> {
  return inTransaction(db, async (trx) => {
    const before = await getStaffForm(trx, id);
    if (before.answered > 0) throw new AppError('CONFLICT', 'forms.editAnswered');
    await trx
      .updateTable('forms')
      .set({ name: input.name, type: input.type, schema: schemaOf(input), auto_remind: toDbBool(input.autoRemind ?? true) })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, { action: 'update', entity: 'form', entityId: id, before, after: input });
  });
}

/** The office deletes a form built by mistake, before any family was asked to fill it in. */
export function deleteStaffForm(db: Db, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const before = await getStaffForm(trx, id);
    if (before.requested > 0) throw new AppError('CONFLICT', 'forms.deleteAsked');
    await trx.deleteFrom('forms').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'delete', entity: 'form', entityId: id, before });
  });
}

/**
 * Sends the form to an audience with a deadline: one request per pupil (the parents are told), never a
 * second one to a pupil already asked. A later send may move the deadline.
 */
/** The audience's pupils, and those of them not asked to fill in the form yet. */
async function splitAudience(db: Db, actor: Actor, id: number, audience: TAudience) {
  await findSummary(db, id);
  await checkAudience(db, actor, audience);
  const pupils = await audiencePupils(db, audience);
  const asked = new Set(
    (await db.selectFrom('form_requests').select('child_id').where('form_id', '=', id).execute()).map((r) => r.child_id),
  );
  return { pupils, fresh: pupils.filter((childId) => !asked.has(childId)) };
}

/** What a send to the audience would do, before it is done: the office is told when nobody new would be asked. */
export async function countStaffFormSend(db: Db, actor: Actor, id: number, audience: TAudience): Promise<TSendFormResult> {
  const { pupils, fresh } = await splitAudience(db, actor, id, audience);
  return { requested: fresh.length, alreadyAsked: pupils.length - fresh.length };
}

export function sendStaffForm(db: Db, actor: Actor, id: number, input: TSendForm) {
  return inTransaction(db, async (trx) => {
    const { pupils, fresh } = await splitAudience(trx, actor, id, input.audience);
    // The deadline first: each family's notification names it.
    await trx.updateTable('forms').set({ deadline: input.deadline }).where('id', '=', id).execute();
    for (const childId of fresh) await publishFormRequest(trx, { formId: id, childId });
    await recordAudit(trx, actor, { action: 'publish', entity: 'form', entityId: id, after: { ...input, requested: fresh.length } });
    return { requested: fresh.length, alreadyAsked: pupils.length - fresh.length };
  });
}

/** Who has answered: one line per pupil asked, by class then name. */
export async function formAnswers(db: Db, id: number): Promise<TFormAnswers> {
  const form = await findSummary(db, id);
  const rows = await db
    .selectFrom('form_requests')
    .innerJoin('children', 'children.id', 'form_requests.child_id')
    .select([
      'form_requests.id',
      'form_requests.child_id',
      'form_requests.completed',
      'form_requests.completed_at',
      'form_requests.requested_at',
    ])
    .select(['children.first_name', 'children.last_name', 'children.class_name'])
    .where('form_requests.form_id', '=', id)
    .orderBy('children.class_name')
    .orderBy('children.last_name')
    .orderBy('children.first_name')
    .execute();
  return {
    form,
    pupils: rows.map((r) => ({
      requestId: r.id,
      childId: r.child_id,
      pupil: `${r.first_name} ${r.last_name}`,
      className: r.class_name,
      completed: fromDbBool(r.completed),
      completedAt: r.completed_at,
      requestedAt: r.requested_at,
    })),
  };
}

/** A reminder to the parents of each pupil whose form is not answered yet; answers how many pupils. */
export function remindStaffForm(db: Db, actor: Actor, id: number, now: Date): Promise<{ reminded: number }> {
  return inTransaction(db, async (trx) => {
    const form = await findSummary(trx, id);
    const pending = await trx
      .selectFrom('form_requests')
      .select(['id', 'child_id'])
      .where('form_id', '=', id)
      .where('completed', '=', 0)
      .execute();
    for (const request of pending) {
      const notice = formNotice({ kind: 'reminder', formName: form.name, deadline: form.deadline });
      await notifyParentsOfChildren(trx, [request.child_id], { subject: 'form', subjectId: request.id, ...notice });
    }
    if (pending.length > 0) {
      await trx
        .updateTable('form_requests')
        .set({ reminded_at: now.toISOString() })
        .where(
          'id',
          'in',
          pending.map((r) => r.id),
        )
        .execute();
    }
    await recordAudit(trx, actor, { action: 'update', entity: 'form', entityId: id, after: { reminded: pending.length } });
    return { reminded: pending.length };
  });
}
