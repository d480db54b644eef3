import { type TFormSchemaInput, ZFormSchema } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { toJsonText } from '../../db/values';

/** A form as the school authors it; requests to families go through `publishFormRequest`. */
export async function createForm(db: Db, overrides: { name?: string; type?: string; schema?: TFormSchemaInput } = {}): Promise<number> {
  // Answers are stored by question title: a malformed or ambiguous schema must never reach the table.
  const schema = ZFormSchema.parse(overrides.schema ?? { contactInfo: ['Lastname'], form: [{ title: 'Do you agree?', type: 'yes-no' }] });
  const row = await db
    .insertInto('forms')
    .values({ name: overrides.name ?? 'Test form', type: overrides.type ?? 'Survey', schema: toJsonText(schema) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
