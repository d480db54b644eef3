import { type TFormSchema, ZFormSchema } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromJsonText } from '../../db/values';
import { notFound } from '../../lib/app-error';

/**
 * A cell as a spreadsheet reads it: quoted when it holds a separator, a quote or a line break, and a
 * value that a spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The answers of a form as CSV: UTF-8 with a BOM (spreadsheets then read accents right), CRLF lines. */
export async function formAnswersCsv(db: Db, id: number): Promise<{ name: string; csv: string }> {
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
  const header = ['Pupil', 'Class', 'Answered at', ...schema.contactInfo, ...schema.form.map((q) => q.title)];
  const lines = rows.map((row) => {
    const data = fromJsonText<{ contactInfo?: Record<string, string>; form?: Record<string, string | string[]> }>(row.result_data, {});
    const answer = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join('; ') : (value ?? ''));
    return [
      `${row.first_name} ${row.last_name}`,
      row.class_name,
      row.completed_at ?? '',
      ...schema.contactInfo.map((label) => data.contactInfo?.[label] ?? ''),
      ...schema.form.map((q) => answer(data.form?.[q.title])),
    ];
  });
  const csv = `\uFEFF${[header, ...lines].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
  return { name: form.name, csv };
}
