import type { Db } from '../../src/db/connect';
import { OPEN_MEETING_NAME } from '../../src/demo/meetings';
import { addMeetingParticipants } from '../../src/modules/meetings/meetings.repository';
import { createChild, createFamily, createUser } from '../../src/modules/family/people.repository';

export type RushParent = { email: string; childId: number };

/**
 * Families for a booking rush on the demo school: each has one parent (password Parent123!, the demo
 * parent's hash reused, so making many costs no hashing) and one child in 6A invited to the open
 * evening. The booking bench (bench/booking.ts) and the two-processes test share it.
 */
export async function createRushFamilies(db: Db, count: number): Promise<{ meetingId: number; parents: RushParent[] }> {
  const meeting = await db.selectFrom('meetings').select('id').where('name', '=', OPEN_MEETING_NAME).executeTakeFirstOrThrow();
  const { password_hash: passwordHash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'parent@example.com')
    .executeTakeFirstOrThrow();
  const subjectIds = (await db.selectFrom('subjects').select('id').where('teaching_group', 'like', '6A %').orderBy('id').execute()).map(
    (s) => s.id,
  );
  const parents: RushParent[] = [];
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
