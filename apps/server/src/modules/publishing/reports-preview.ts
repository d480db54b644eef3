import type { TReportsPreview, TReportsPreviewRequest } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { matchReportFiles } from './report-matching';

/** Matches the chosen files' names to the school's current pupils; nothing is stored. */
export async function previewReports(db: Db, input: TReportsPreviewRequest): Promise<TReportsPreview> {
  const pupils = await db
    .selectFrom('children')
    .leftJoin('classes', 'classes.id', 'children.class_id')
    .select(['children.id', 'children.first_name', 'children.last_name', 'children.class_name', 'classes.name as class'])
    .where('children.deactivated_at', 'is', null)
    .orderBy('children.last_name')
    .orderBy('children.first_name')
    .orderBy('children.id')
    .execute();
  return matchReportFiles(
    input.pattern,
    input.fileNames,
    pupils.map((p) => ({ id: p.id, firstName: p.first_name, lastName: p.last_name, className: p.class ?? p.class_name })),
  );
}
