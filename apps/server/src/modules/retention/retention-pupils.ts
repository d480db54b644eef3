import type { Db } from '../../db/connect';
import { batchesOf, deleteUnusedFiles } from './retention-delete';

/** What an account leaves behind that is only of use to a person who signs in. */
async function dropAccountTraces(trx: Db, userIds: readonly number[]): Promise<void> {
  for (const batch of batchesOf(userIds)) {
    await trx.deleteFrom('notifications').where('user_id', 'in', batch).execute();
    await trx.deleteFrom('push_subscriptions').where('user_id', 'in', batch).execute();
    await trx.deleteFrom('calendar_feeds').where('user_id', 'in', batch).execute();
    await trx.deleteFrom('notification_preferences').where('user_id', 'in', batch).execute();
    await trx.deleteFrom('account_links').where('user_id', 'in', batch).execute();
  }
}

/**
 * A pupil past every retention period: whatever is left about them beyond their name goes (groups,
 * evenings, publications' audiences, photo, birth date, blood type, their own account's traces). The
 * row and the name stay because the append-only audit log refers to the pupil (decision 065).
 */
export async function stripPupils(trx: Db, childIds: readonly number[], at: string): Promise<void> {
  for (const batch of batchesOf(childIds)) {
    await trx.deleteFrom('child_subjects').where('child_id', 'in', batch).execute();
    await trx.deleteFrom('meeting_participants').where('child_id', 'in', batch).execute();
    await trx.deleteFrom('publication_pupils').where('child_id', 'in', batch).execute();
    const photos = await trx.selectFrom('children').select('picture_file_id').where('id', 'in', batch).execute();
    await trx
      .updateTable('children')
      .set({ picture_file_id: null, birth_date: null, blood_type: '', retention_done_at: at })
      .where('id', 'in', batch)
      .execute();
    await deleteUnusedFiles(
      trx,
      photos.map((p) => p.picture_file_id),
    );
    const accounts = await trx.selectFrom('users').select('id').where('child_id', 'in', batch).execute();
    await dropAccountTraces(
      trx,
      accounts.map((a) => a.id),
    );
  }
}

/**
 * A family whose every pupil is past retention has nobody at the school any more: its parent accounts
 * are deactivated (they keep their name for the audit log) and its contact details are deleted. A
 * family with a pupil still at school, or still within a period, keeps everything. Answers how many
 * accounts were closed.
 */
export async function closeEmptiedFamilies(trx: Db, childIds: readonly number[]): Promise<number> {
  const families = new Set<number>();
  for (const batch of batchesOf(childIds)) {
    for (const row of await trx.selectFrom('children').select('family_id').where('id', 'in', batch).execute()) families.add(row.family_id);
  }
  let closed = 0;
  const at = new Date().toISOString();
  for (const familyId of families) {
    const remaining = await trx
      .selectFrom('children')
      .select('id')
      .where('family_id', '=', familyId)
      .where('retention_done_at', 'is', null)
      .executeTakeFirst();
    if (remaining) continue;
    const accounts = await trx
      .selectFrom('users')
      .select(['id', 'deactivated_at'])
      .where('family_id', '=', familyId)
      .where('child_id', 'is', null)
      .execute();
    await dropAccountTraces(
      trx,
      accounts.map((a) => a.id),
    );
    const open = accounts.filter((a) => a.deactivated_at === null).map((a) => a.id);
    for (const batch of batchesOf(open)) {
      await trx.updateTable('users').set({ deactivated_at: at, tokens_valid_after: at }).where('id', 'in', batch).execute();
    }
    closed += open.length;
    await trx.updateTable('users').set({ family_member_id: null }).where('family_id', '=', familyId).execute();
    await trx.deleteFrom('family_members').where('family_id', '=', familyId).execute();
  }
  return closed;
}
