import type { TAudience } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { toDbBool, toJsonText } from '../../db/values';
import { audiencePupils } from '../audience/audience';
import { pupilNaming } from './send-announcement.service';

/**
 * An announcement written as it stands, for the demo school and the tests (conventions, habit 6): delivered
 * at `at`, no quiet hours, no job, no notification; `readBy` the families that read it then.
 */
export async function createAnnouncement(
  db: Db,
  a: {
    senderId: number;
    teacherId?: number | null;
    audience: TAudience;
    audienceLabel: string;
    title: string;
    body: string;
    asksAcknowledgement: boolean;
    at: string;
    readBy?: number[];
    fileIds?: number[];
  },
): Promise<number> {
  const pupils = await audiencePupils(db, a.audience);
  const children = pupils.length
    ? await db
        .selectFrom('children')
        .innerJoin('families', 'families.id', 'children.family_id')
        .select(['children.id', 'children.family_id', 'children.first_name', 'children.last_name', 'children.class_name', 'families.name'])
        .where('children.id', 'in', pupils)
        .execute()
    : [];
  const families = new Map(children.map((c) => [c.family_id, c.name]));
  const readBy = new Set(a.readBy ?? []);
  const row = await db
    .insertInto('announcements')
    .values({
      sender_id: a.senderId,
      sender_kind: a.teacherId ? 'teacher' : 'office',
      teacher_id: a.teacherId ?? null,
      audience: toJsonText(a.audience),
      audience_label: a.audienceLabel,
      title: a.title,
      body: a.body,
      asks_acknowledgement: toDbBool(a.asksAcknowledgement),
      is_urgent: 0,
      created_at: a.at,
      deliver_at: a.at,
      reminded_at: null,
      families_count: families.size,
      read_count: [...families.keys()].filter((id) => readBy.has(id)).length,
      acknowledged_count: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [familyId, name] of families) {
    await db
      .insertInto('announcement_families')
      .values({
        announcement_id: row.id,
        family_id: familyId,
        family_name: name,
        deliver_at: a.at,
        read_at: readBy.has(familyId) ? a.at : null,
        acknowledged_at: null,
        acknowledged_by: null,
      })
      .execute();
  }
  for (const c of children) {
    const naming = pupilNaming(c);
    await db
      .insertInto('announcement_pupils')
      .values({ announcement_id: row.id, family_id: c.family_id, child_id: c.id, first_name: naming.firstName, pupil_label: naming.label })
      .execute();
  }
  for (const fileId of a.fileIds ?? []) await db.insertInto('announcement_files').values({ announcement_id: row.id, file_id: fileId }).execute();
  return row.id;
}
