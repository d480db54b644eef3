import { type TFormSchema, type TLanguage, ZFormSchema } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromJsonText } from '../../db/values';
import { translate } from '../../i18n/translate';
import { notFound } from '../../lib/app-error';
import type { Sheet } from '../../lib/spreadsheet';
import { contactAnswer, contactHeader, yesNoAnswer } from './form-export-words';

/**
 * The answers of a form as a sheet (lib/spreadsheet.ts writes it as .xlsx or CSV): one line per family
 * that answered, by class then name; the fixed headers, contact fields and fixed choices in the reader's
 * language, the question titles and the families' own words as written.
 */
export async function formAnswersSheet(db: Db, id: number, language: TLanguage): Promise<Sheet> {
  const form = await db.selectFrom('forms').select(['name', 'schema']).where('id', '=', id).executeTakeFirst();
  if (!form) throw notFound('Form');
  const parsed = ZFormSchema.safeParse(fromJsonText(form.schema, null));
  const schema: TFormSchema = parsed.success ? parsed.data : { contactInfo: [], form: [] };
  const rows = await db
    .selectFrom('form_requests')
    .innerJoin('children', 'children.id', 'form_requests.child_id')
    .select(['form_requests.completed_at', 'form_requests.result_data', 'children.first_name', 'children.last_name', 'children.class_name'])
    .where('form_requests.form_id', '=', id)
    .where('form_requests.completed', '=', 1)
    .orderBy('children.class_name')
    .orderBy('children.last_name')
    .orderBy('children.first_name')
    .execute();
  const header = [
    translate('exports.pupil', language),
    translate('exports.class', language),
    translate('exports.answeredAt', language),
    ...schema.contactInfo.map((label) => contactHeader(label, language)),
    ...schema.form.map((q) => q.title),
  ];
  const answer = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join('; ') : (value ?? ''));
  return {
    name: form.name,
    header,
    rows: rows.map((row) => {
      const data = fromJsonText<{ contactInfo?: Record<string, string>; form?: Record<string, string | string[]> }>(row.result_data, {});
      return [
        `${row.first_name} ${row.last_name}`,
        row.class_name,
        row.completed_at === null ? null : { schoolTime: row.completed_at },
        ...schema.contactInfo.map((label) => contactAnswer(label, data.contactInfo?.[label] ?? '', language)),
        ...schema.form.map((q) =>
          q.type === 'yes-no' ? yesNoAnswer(answer(data.form?.[q.title]), language) : answer(data.form?.[q.title]),
        ),
      ];
    }),
  };
}
