import { type TFormData, type TFormDefinition, type TFormRequest, type TFormSchema, ZFormSchema } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromDbBool, fromJsonText } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { assertOwnChild, whereOwnChild } from '../../lib/own-children';
import { notFound } from '../../lib/app-error';
import { unseenSubjectIds } from '../notifications/seen';
import { contactDefaultsOf } from './form-contact-defaults';

const EMPTY_SCHEMA: TFormSchema = { contactInfo: [], form: [] };

/** A stored schema read through the contract, so a question stored without `required` reads as required. */
function readSchema(text: string): TFormSchema {
  const parsed = ZFormSchema.safeParse(fromJsonText(text, null));
  return parsed.success ? parsed.data : EMPTY_SCHEMA;
}

function requestsWithFormAndChild(db: Db) {
  return db
    .selectFrom('form_requests as r')
    .innerJoin('forms as f', 'f.id', 'r.form_id')
    .innerJoin('children as c', 'c.id', 'r.child_id')
    .select([
      'r.id',
      'r.completed',
      'r.result_data',
      'c.id as child_id',
      'c.first_name',
      'c.last_name',
      'f.id as form_id',
      'f.name as form_name',
      'f.type as form_type',
      'f.schema as form_schema',
      'f.archived_at as form_archived_at',
      'f.deadline as form_deadline',
    ]);
}

/** One form request of one of the caller's children; any other id answers 404. */
export async function findOwnFormRequest(db: Db, actor: Actor, requestId: number) {
  const row = await requestsWithFormAndChild(db).where('r.id', '=', requestId).executeTakeFirst();
  if (!row) throw notFound('Form request');
  assertOwnChild(actor, row.child_id, 'Form request');
  return {
    id: row.id,
    completed: fromDbBool(row.completed),
    /** Archived by the new-year roll: still shown, no longer answered. */
    isArchived: row.form_archived_at !== null,
    resultData: row.result_data,
    child: { id: row.child_id, first_name: row.first_name, last_name: row.last_name },
    form: { id: row.form_id, name: row.form_name, type: row.form_type },
    schema: readSchema(row.form_schema),
  };
}

/** Newest requests first; `hasNotification` comes from the caller's unseen 'form' notifications. */
export async function listMyFormRequests(db: Db, actor: Actor): Promise<TFormRequest[]> {
  const [rows, unseen] = await Promise.all([
    requestsWithFormAndChild(db)
      .where((eb) => whereOwnChild(eb, actor, 'r.child_id'))
      .orderBy('r.id', 'desc')
      .execute(),
    unseenSubjectIds(db, actor.userId, 'form'),
  ]);
  return rows.map((row) => ({
    id: row.id,
    completed: fromDbBool(row.completed),
    child: { id: row.child_id, first_name: row.first_name, last_name: row.last_name },
    form: { id: row.form_id, name: row.form_name, type: row.form_type },
    hasNotification: unseen.has(row.id),
    deadline: row.form_deadline,
  }));
}

/** A form is visible only to families asked to fill it in. */
export async function getFormDefinition(db: Db, actor: Actor, formId: number): Promise<TFormDefinition> {
  const form = await db
    .selectFrom('forms')
    .select(['id', 'name', 'type', 'schema'])
    .where('id', '=', formId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('form_requests')
          .select('form_requests.id')
          .whereRef('form_requests.form_id', '=', 'forms.id')
          .where((eb) => whereOwnChild(eb, actor, 'form_requests.child_id')),
      ),
    )
    .executeTakeFirst();
  if (!form) throw notFound('Form');
  return {
    id: form.id,
    name: form.name,
    type: form.type,
    schema: readSchema(form.schema),
    contactDefaults: await contactDefaultsOf(db, actor.userId),
  };
}

export async function getFormData(db: Db, actor: Actor, requestId: number): Promise<TFormData> {
  const request = await findOwnFormRequest(db, actor, requestId);
  return {
    id: request.id,
    form: request.form,
    child: request.child,
    resultData: request.completed ? fromJsonText(request.resultData, null) : null,
  };
}
