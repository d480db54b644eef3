import type { TRetentionKind } from '@carnet/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { batchesOf, deleteIds, deleteNoticesOf, deleteUnusedFiles } from './retention-delete';

export type Purged = { rows: number; files: number };

/** Ids (and files) of a table's rows belonging to these pupils. */
async function rowsOf<T extends 'registry_entries' | 'rewards' | 'concerns' | 'form_requests' | 'medical_infos' | 'allergies'>(
  trx: Db,
  table: T,
  childIds: readonly number[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of batchesOf(childIds)) {
    const rows = await trx
      .selectFrom(table as 'rewards')
      .select('id')
      .where('child_id', 'in', batch)
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

async function filedRowsOf(trx: Db, table: 'documents' | 'reports' | 'certificates', childIds: readonly number[]) {
  const rows: { id: number; file_id: number }[] = [];
  for (const batch of batchesOf(childIds)) {
    rows.push(
      ...(await trx
        .selectFrom(table as 'documents')
        .select(['id', 'file_id'])
        .where('child_id', 'in', batch)
        .execute()),
    );
  }
  return rows;
}

async function purgeRegistry(trx: Db, childIds: readonly number[]): Promise<Purged> {
  const entries: { id: number; certificate_file_id: number | null }[] = [];
  const exits: number[] = [];
  for (const batch of batchesOf(childIds)) {
    entries.push(
      ...(await trx.selectFrom('registry_entries').select(['id', 'certificate_file_id']).where('child_id', 'in', batch).execute()),
    );
    exits.push(...(await trx.selectFrom('exit_permissions').select('id').where('child_id', 'in', batch).execute()).map((r) => r.id));
  }
  const ids = entries.map((e) => e.id);
  await deleteNoticesOf(trx, ['registry'], ids);
  // The family's reports and leave requests (decision 107) are part of the attendance record, with their certificates.
  const requests: { id: number; certificate_file_id: number | null }[] = [];
  for (const batch of batchesOf(childIds)) {
    requests.push(
      ...(await trx.selectFrom('family_requests').select(['id', 'certificate_file_id']).where('child_id', 'in', batch).execute()),
    );
  }
  await deleteNoticesOf(
    trx,
    ['family request'],
    requests.map((r) => r.id),
  );
  const rows =
    (await deleteIds(trx, 'registry_entries', ids)) +
    (await deleteIds(trx, 'exit_permissions', exits)) +
    (await deleteIds(
      trx,
      'family_requests',
      requests.map((r) => r.id),
    ));
  return {
    rows,
    files: await deleteUnusedFiles(
      trx,
      [...entries, ...requests].map((e) => e.certificate_file_id),
    ),
  };
}

/** Rows with no file, whose family notices carry these subjects. */
function plainKind(table: 'rewards' | 'concerns' | 'form_requests', subjects: string[]) {
  return async (trx: Db, childIds: readonly number[]): Promise<Purged> => {
    const ids = await rowsOf(trx, table, childIds);
    await deleteNoticesOf(trx, subjects, ids);
    return { rows: await deleteIds(trx, table, ids), files: 0 };
  };
}

function filedKind(table: 'documents' | 'reports', subject: string) {
  return async (trx: Db, childIds: readonly number[]): Promise<Purged> => {
    const rows = await filedRowsOf(trx, table, childIds);
    const ids = rows.map((r) => r.id);
    await deleteNoticesOf(trx, [subject], ids);
    // A term report's link to its pupil (decision 114) goes with the report, whichever kind is kept longer.
    if (table === 'reports') {
      for (const batch of batchesOf(ids)) await trx.deleteFrom('term_report_pupils').where('report_id', 'in', batch).execute();
    }
    const count = await deleteIds(trx, table, ids);
    return {
      rows: count,
      files: await deleteUnusedFiles(
        trx,
        rows.map((r) => r.file_id),
      ),
    };
  };
}

async function purgeMeetingBookings(trx: Db, childIds: readonly number[]): Promise<Purged> {
  let rows = 0;
  for (const batch of batchesOf(childIds)) {
    rows += Number((await trx.deleteFrom('meeting_bookings').where('child_id', 'in', batch).executeTakeFirst()).numDeletedRows);
    rows += Number((await trx.deleteFrom('meeting_participants').where('child_id', 'in', batch).executeTakeFirst()).numDeletedRows);
  }
  return { rows, files: 0 };
}

/** The pupil's own (student) account's notices; the parents' notices of a record go with the record. */
async function purgeNotifications(trx: Db, childIds: readonly number[]): Promise<Purged> {
  let rows = 0;
  for (const batch of batchesOf(childIds)) {
    const accounts = trx.selectFrom('users').select('id').where('child_id', 'in', batch);
    rows += Number((await trx.deleteFrom('notifications').where('user_id', 'in', accounts).executeTakeFirst()).numDeletedRows);
  }
  return { rows, files: 0 };
}

/** Medical records, allergies (with their syringes) and certificates (with their files). */
async function purgeHealth(trx: Db, childIds: readonly number[]): Promise<Purged> {
  const certificates = await filedRowsOf(trx, 'certificates', childIds);
  const medical = await rowsOf(trx, 'medical_infos', childIds);
  const allergies = await rowsOf(trx, 'allergies', childIds);
  const syringes: number[] = [];
  for (const batch of batchesOf(allergies)) {
    syringes.push(...(await trx.selectFrom('syringes').select('id').where('allergy_id', 'in', batch).execute()).map((r) => r.id));
  }
  await deleteNoticesOf(trx, ['medical'], medical);
  await deleteNoticesOf(trx, ['allergy'], allergies);
  const rows =
    (await deleteIds(
      trx,
      'certificates',
      certificates.map((c) => c.id),
    )) +
    (await deleteIds(trx, 'syringes', syringes)) +
    (await deleteIds(trx, 'allergies', allergies)) +
    (await deleteIds(trx, 'medical_infos', medical));
  return {
    rows,
    files: await deleteUnusedFiles(
      trx,
      certificates.map((c) => c.file_id),
    ),
  };
}

/**
 * The pupils' conversations (decision 102), with everything that hangs on a message: its files, reads and
 * reports. The family's notices of them go too: they name the conversation's subject.
 */
async function purgeMessages(trx: Db, childIds: readonly number[]): Promise<Purged> {
  let rows = 0;
  const fileIds: number[] = [];
  for (const batch of batchesOf(childIds)) {
    const conversations = (await trx.selectFrom('conversations').select('id').where('child_id', 'in', batch).execute()).map((c) => c.id);
    for (const ids of batchesOf(conversations)) {
      const messages = trx.selectFrom('messages').select('id').where('conversation_id', 'in', ids);
      fileIds.push(
        ...(await trx.selectFrom('message_files').select('file_id').where('message_id', 'in', messages).execute()).map((f) => f.file_id),
      );
      // Bookkeeping of what is unread, not a record of its own: gone with its messages, not counted.
      await trx.deleteFrom('unread_messages').where('conversation_id', 'in', ids).execute();
      for (const table of ['message_files', 'message_reads', 'message_reports'] as const) {
        rows += Number((await trx.deleteFrom(table).where('message_id', 'in', messages).executeTakeFirst()).numDeletedRows);
      }
      rows += Number((await trx.deleteFrom('messages').where('conversation_id', 'in', ids).executeTakeFirst()).numDeletedRows);
      await deleteNoticesOf(trx, ['message', 'staff message'], ids);
      rows += Number((await trx.deleteFrom('conversations').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
    }
    rows += await purgeAnnouncementsOf(trx, batch);
  }
  return { rows, files: await deleteUnusedFiles(trx, fileIds) };
}

/**
 * Announcements follow the messages (decision 105): the pupils' rows go, and a family none of whose pupils
 * an announcement still names loses its row (what it read and acknowledged) and its parents' notices of it.
 * The announcement itself is the school's and stays, its counts taken again from the rows left.
 */
async function purgeAnnouncementsOf(trx: Db, childIds: readonly number[]): Promise<number> {
  const pairs = await trx
    .selectFrom('announcement_pupils')
    .select(['announcement_id', 'family_id'])
    .distinct()
    .where('child_id', 'in', childIds)
    .execute();
  if (pairs.length === 0) return 0;
  let rows = Number((await trx.deleteFrom('announcement_pupils').where('child_id', 'in', childIds).executeTakeFirst()).numDeletedRows);
  const touched = new Set<number>();
  for (const { announcement_id: announcementId, family_id: familyId } of pairs) {
    const left = await trx
      .selectFrom('announcement_pupils')
      .select('child_id')
      .where('announcement_id', '=', announcementId)
      .where('family_id', '=', familyId)
      .executeTakeFirst();
    if (left) continue;
    rows += Number(
      (
        await trx
          .deleteFrom('announcement_families')
          .where('announcement_id', '=', announcementId)
          .where('family_id', '=', familyId)
          .executeTakeFirst()
      ).numDeletedRows,
    );
    await trx
      .deleteFrom('notifications')
      .where('subject', '=', 'announcement')
      .where('subject_id', '=', announcementId)
      .where('user_id', 'in', trx.selectFrom('users').select('id').where('family_id', '=', familyId))
      .execute();
    touched.add(announcementId);
  }
  for (const id of touched) {
    const families = (eb: ExpressionBuilder<Database, 'announcements'>) =>
      eb
        .selectFrom('announcement_families')
        .select((f) => f.fn.countAll<number>().as('n'))
        .where('announcement_families.announcement_id', '=', id);
    await trx
      .updateTable('announcements')
      .set((eb) => ({
        families_count: families(eb),
        read_count: families(eb).where('announcement_families.read_at', 'is not', null),
        acknowledged_count: families(eb).where('announcement_families.acknowledged_at', 'is not', null),
      }))
      .where('id', '=', id)
      .execute();
  }
  return rows;
}

/** A pupil's ticks on homework and their own tasks (decision 111); the group's homework is the school's record, kept. */
async function purgeHomework(trx: Db, childIds: readonly number[]): Promise<Purged> {
  let rows = 0;
  for (const batch of batchesOf(childIds)) {
    rows += Number((await trx.deleteFrom('homework_ticks').where('child_id', 'in', batch).executeTakeFirst()).numDeletedRows);
    rows += Number((await trx.deleteFrom('student_tasks').where('child_id', 'in', batch).executeTakeFirst()).numDeletedRows);
  }
  return { rows, files: 0 };
}

/**
 * A pupil's marks, competency levels and term appreciations (decision 114); the assessments are the
 * group's, kept. The published bulletin is a report (the `reports` kind); the link to it goes here.
 */
async function purgeMarks(trx: Db, childIds: readonly number[]): Promise<Purged> {
  let rows = 0;
  for (const batch of batchesOf(childIds)) {
    for (const table of ['marks', 'competency_marks', 'report_appreciations', 'general_appreciations', 'term_report_pupils'] as const) {
      rows += Number((await trx.deleteFrom(table).where('child_id', 'in', batch).executeTakeFirst()).numDeletedRows);
    }
  }
  return { rows, files: 0 };
}

/** What each kind of the retention settings deletes for a set of pupils who left. */
export const PURGES: Record<TRetentionKind, (trx: Db, childIds: readonly number[]) => Promise<Purged>> = {
  registry: purgeRegistry,
  conduct: plainKind('rewards', ['reward', 'commendation']),
  concerns: plainKind('concerns', ['concern']),
  documents: filedKind('documents', 'document'),
  reports: filedKind('reports', 'report'),
  formAnswers: plainKind('form_requests', ['form']),
  meetingBookings: purgeMeetingBookings,
  notifications: purgeNotifications,
  health: purgeHealth,
  messages: purgeMessages,
  homework: purgeHomework,
  marks: purgeMarks,
};
