import { addMeetingParticipants } from '../../apps/server/src/modules/meetings/meetings.repository';
import { createChild, createFamily, createUser } from '../../apps/server/src/modules/family/people.repository';
import type { Db } from '../../apps/server/src/db/connect';
import { OPEN_MEETING_NAME } from '../../apps/server/src/demo/meetings';

/**
 * Families for the booking rush: each has one parent (password Parent123!, the demo parent's hash
 * reused so creating hundreds costs no hashing) and one child in 6A taking part in the open meeting.
 */
export async function createRushFamilies(
  db: Db,
  count: number,
): Promise<{ meetingId: number; parents: Array<{ email: string; childId: number }> }> {
  const meeting = await db.selectFrom('meetings').select('id').where('name', '=', OPEN_MEETING_NAME).executeTakeFirstOrThrow();
  const { password_hash: passwordHash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'parent@example.com')
    .executeTakeFirstOrThrow();
  const subjectIds = (await db.selectFrom('subjects').select('id').where('teaching_group', 'like', '6A %').orderBy('id').execute()).map(
    (s) => s.id,
  );
  const parents: Array<{ email: string; childId: number }> = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 1; i <= count; i += 1) {
      const familyId = await createFamily(trx, { name: `Rush ${i}` });
      const childId = await createChild(trx, familyId, { firstName: 'Pupil', lastName: `Rush ${i}`, className: '6A', subjectIds });
      const email = `rush${i}@example.com`;
      await createUser(trx, {
        email,
        password: '',
        passwordHash,
        roles: ['ROLE_PARENT', 'ROLE_USER'],
        firstName: 'Parent',
        lastName: `Rush ${i}`,
        familyId,
      });
      parents.push({ email, childId });
    }
    await addMeetingParticipants(
      trx,
      meeting.id,
      parents.map((p) => p.childId),
    );
  });
  return { meetingId: meeting.id, parents };
}
