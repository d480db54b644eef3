import type { Db } from '../../db/connect';
import { toDbBool } from '../../db/values';

/**
 * Rows of the attendance registry only: the family hears of an entry through `addRegistryEntry` (registry.publish.ts),
 * or, for a register's, through its delayed notices (register-notices.ts).
 */

export type RegistryEntryInput = {
  /** An ISO instant: the start of the lesson the entry is about. */
  date: string;
  statut?: string;
  excused?: boolean;
  subjectId?: number | null;
  certificateFileId?: number | null;
  /** The lesson whose register wrote it. */
  lessonId?: number | null;
};

export async function createRegistryEntry(db: Db, childId: number, input: RegistryEntryInput): Promise<number> {
  const row = await db
    .insertInto('registry_entries')
    .values({
      child_id: childId,
      date: input.date,
      statut: input.statut ?? 'present',
      excused: toDbBool(input.excused ?? false),
      subject_id: input.subjectId ?? null,
      certificate_file_id: input.certificateFileId ?? null,
      lesson_id: input.lessonId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
