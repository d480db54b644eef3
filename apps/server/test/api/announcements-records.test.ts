import { RETENTION_DEFAULT_MONTHS, addDays, dataExportPaths, monthsBefore, zonedInstant } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement } from '../../src/modules/announcements/announcements.factory';
import { createChild, createFamily, createUser } from '../../src/modules/family/people.repository';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { readExportZip } from '../helpers/export-zip';
import { schoolToday } from '../helpers/school-day';

/**
 * Announcements as records (decision 105): in the family's export (what it received, read and acknowledged),
 * and gone from a family whose pupil's messages retention deletes, the announcement itself kept with its counts.
 */
const ZONE = 'Europe/Paris';
const today = schoolToday();
const at = (dayOffset: number, time: string) => new Date(zonedInstant(addDays(today, dayOffset), time, ZONE));
let t: TestContext;
let clock = at(0, '10:00');
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => t.close());

describe("the family's data export", () => {
  it('carries announcements.json: what reached the Martins, read and acknowledged, with the letter byte for byte; nothing of the Duboises only', async () => {
    const parent = await t.as('parent');
    const [museum] = (await parent.get('/api/announcements')).json().filter((a: { title: string }) => a.title === 'Museum trip on Thursday');
    expect((await parent.post(`/api/announcements/${museum.id}/acknowledge`)).statusCode).toBe(200);
    const zip = readExportZip(await parent.get(dataExportPaths.mine));
    type Exported = { title: string; children: string[]; read_at: string | null; acknowledged_by: string | null; files: string[] };
    const exported = zip.json<Exported[]>('announcements.json');
    expect(exported.map((a) => a.title).sort()).toEqual(['Calculators for Friday’s test', 'Museum trip on Thursday']);
    const trip = exported.find((a) => a.title === 'Museum trip on Thursday')!;
    expect(trip).toMatchObject({ children: ['Hugo Martin'], acknowledged_by: 'Camille Martin', read_at: expect.any(String) });
    const [path] = trip.files;
    const stored = await t.db
      .selectFrom('announcement_files')
      .innerJoin('files', 'files.id', 'announcement_files.file_id')
      .select('files.bytes')
      .where('announcement_files.announcement_id', '=', museum.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(zip.entries[path ?? '']!).equals(Buffer.from(stored.bytes))).toBe(true);
    // The Duboises received neither: their export has none of them.
    const dubois = readExportZip(await (await t.as('parent2')).get(dataExportPaths.mine));
    expect(dubois.json<Exported[]>('announcements.json')).toEqual([]);
  });
});

describe('retention', () => {
  it("deletes a leaver's family rows with the pupil's messages, keeps the announcement and the other family's, and counts again", async () => {
    const office = (await t.db.selectFrom('users').select('id').where('roles', 'like', '%ROLE_ADMIN%').orderBy('id').executeTakeFirstOrThrow()).id;
    const families = await Promise.all(['Leaver', 'Stayer'].map((name) => createFamily(t.db, { name: `${name} family` })));
    const [leaverFamily, stayerFamily] = families as [number, number];
    const leaverParent = await createUser(t.db, {
      email: 'leaver.parent@example.com',
      password: 'x',
      passwordHash: '!',
      roles: ['ROLE_PARENT', 'ROLE_USER'],
      firstName: 'Parent',
      lastName: 'Leaver',
      familyId: leaverFamily,
    });
    const leaver = await createChild(t.db, leaverFamily, { firstName: 'Leaver', lastName: 'Pupil' });
    const stayer = await createChild(t.db, stayerFamily, { firstName: 'Stayer', lastName: 'Pupil' });
    const written = `${addDays(today, -400)}T09:00:00.000Z`;
    const id = await createAnnouncement(t.db, {
      senderId: office,
      audience: { kind: 'pupils', ids: [leaver, stayer] },
      audienceLabel: 'Leaver Pupil, Stayer Pupil',
      title: 'Old news',
      body: 'Long ago.',
      asksAcknowledgement: false,
      at: written,
      readBy: [leaverFamily, stayerFamily],
    });
    await t.db
      .insertInto('notifications')
      .values({
        user_id: leaverParent,
        subject: 'announcement',
        subject_id: id,
        kind: 'announcement.new',
        params: '{}',
        created_at: written,
        seen: 0,
        link: String(id),
      })
      .execute();
    await t.db
      .updateTable('children')
      .set({ deactivated_at: new Date().toISOString(), left_on: monthsBefore(today, RETENTION_DEFAULT_MONTHS.messages + 1) })
      .where('id', '=', leaver)
      .execute();

    clock = at(1, '02:31');
    await t.app.jobs.runDue();
    const rows = await t.db.selectFrom('announcement_families').select('family_id').where('announcement_id', '=', id).execute();
    expect(rows).toEqual([{ family_id: stayerFamily }]);
    expect(await t.db.selectFrom('announcement_pupils').select('child_id').where('announcement_id', '=', id).execute()).toEqual([
      { child_id: stayer },
    ]);
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', leaverParent).execute()).toEqual([]);
    const kept = await t.db
      .selectFrom('announcements')
      .select(['title', 'families_count', 'read_count', 'acknowledged_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ title: 'Old news', families_count: 1, read_count: 1, acknowledged_count: 0 });
  });
});
