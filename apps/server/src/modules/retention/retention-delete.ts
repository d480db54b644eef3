import type { Db } from '../../db/connect';

/** Ids per statement: well under both engines' parameter limits, and short locks on PostgreSQL. */
export const BATCH = 500;

export function batchesOf<T>(items: readonly T[], size = BATCH): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

type IdTable =
  'registry_entries' | 'exit_permissions' | 'family_requests' | 'rewards' | 'concerns' | 'documents' | 'reports' | 'form_requests';
type HealthTable = 'medical_infos' | 'allergies' | 'syringes' | 'certificates' | 'meeting_bookings' | 'notifications';

/** Deletes rows by id, a batch at a time; answers how many went. */
export async function deleteIds(trx: Db, table: IdTable | HealthTable, ids: readonly number[]): Promise<number> {
  let count = 0;
  for (const batch of batchesOf(ids)) {
    const result = await trx.deleteFrom(table).where('id', 'in', batch).executeTakeFirst();
    count += Number(result.numDeletedRows);
  }
  return count;
}

/**
 * A family's notices of records that are gone: they would lead nowhere, and their text names the
 * pupil ("New document for Léa: …").
 */
export async function deleteNoticesOf(trx: Db, subjects: readonly string[], ids: readonly number[]): Promise<number> {
  let count = 0;
  for (const batch of batchesOf(ids)) {
    const result = await trx
      .deleteFrom('notifications')
      .where('subject', 'in', [...subjects])
      .where('subject_id', 'in', batch)
      .executeTakeFirst();
    count += Number(result.numDeletedRows);
  }
  return count;
}

/**
 * Deletes the stored files no record points at any more. A file may be shared (one publication's PDF,
 * a re-used certificate), so each is checked against every table that holds files.
 */
export async function deleteUnusedFiles(trx: Db, fileIds: readonly (number | null)[]): Promise<number> {
  const ids = [...new Set(fileIds.filter((id): id is number => id !== null))];
  let count = 0;
  for (const batch of batchesOf(ids)) {
    const result = await trx
      .deleteFrom('files')
      .where('id', 'in', batch)
      .where((eb) =>
        eb.and([
          eb.not(eb.exists(eb.selectFrom('documents').select('id').whereRef('documents.file_id', '=', 'files.id'))),
          eb.not(eb.exists(eb.selectFrom('reports').select('id').whereRef('reports.file_id', '=', 'files.id'))),
          eb.not(eb.exists(eb.selectFrom('newsletters').select('id').whereRef('newsletters.file_id', '=', 'files.id'))),
          eb.not(eb.exists(eb.selectFrom('certificates').select('id').whereRef('certificates.file_id', '=', 'files.id'))),
          eb.not(
            eb.exists(eb.selectFrom('registry_entries').select('id').whereRef('registry_entries.certificate_file_id', '=', 'files.id')),
          ),
          eb.not(eb.exists(eb.selectFrom('children').select('id').whereRef('children.picture_file_id', '=', 'files.id'))),
          eb.not(eb.exists(eb.selectFrom('teachers').select('id').whereRef('teachers.picture_file_id', '=', 'files.id'))),
          eb.not(eb.exists(eb.selectFrom('message_files').select('file_id').whereRef('message_files.file_id', '=', 'files.id'))),
          eb.not(eb.exists(eb.selectFrom('announcement_files').select('file_id').whereRef('announcement_files.file_id', '=', 'files.id'))),
        ]),
      )
      .executeTakeFirst();
    count += Number(result.numDeletedRows);
  }
  return count;
}
