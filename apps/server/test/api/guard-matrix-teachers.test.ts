import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { sendProbe } from '../helpers/cross-family-probes';
import { bernardIds, bernardSecrets, crossTeacherProbes } from '../helpers/cross-teacher-probes';
import { schoolToday } from '../helpers/school-day';
import { countWrites } from '../helpers/write-counter';

/**
 * The route matrix for a teacher's reach (decision 084), as guard-matrix.test.ts is for families: the
 * second demo teacher calls every route a teacher may call on the first teacher's pupils, lessons,
 * registers, evenings and concerns. Generated from the app's own route table, so a new teacher's route
 * cannot escape it.
 */
let t: TestContext;
let teacherRoutes: TestContext['app']['routeTable'];
let rowsWritten: () => Promise<number>;
const today = schoolToday();
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const leaked = (body: string, secrets: string[]) => secrets.filter((secret) => body.includes(secret));

beforeAll(async () => {
  t = await buildTestApp();
  ({ writes: rowsWritten } = await countWrites(t.db, t.engine));
  teacherRoutes = t.app.routeTable.filter((r) => !r.isPublic && r.roles.includes('ROLE_TEACHER'));
});
afterAll(async () => t.close());

describe("Marc Girard on Paul Bernard's pupils, lessons, registers, evenings and concerns", () => {
  it('has a probe for every route a teacher may call, and no probe for a route that is gone', async () => {
    const probes = await crossTeacherProbes(await bernardIds(t.db, t.school, today), today);
    expect(teacherRoutes.length).toBeGreaterThan(5);
    expect(
      teacherRoutes.map(key).filter((route) => !(route in probes)),
      "teachers' routes without a cross-teacher probe",
    ).toEqual([]);
    expect(
      Object.keys(probes).filter((route) => !teacherRoutes.some((r) => key(r) === route)),
      'probes of routes that no longer exist, or that no teacher may call',
    ).toEqual([]);
    for (const [route, calls] of Object.entries(probes)) expect(calls.length, route).toBeGreaterThan(0);
  });

  it("refuses what names Paul Bernard's things (404, or 403 from the audience picker), lists only his own, shows none of Paul Bernard's data, and changes nothing", async () => {
    const ids = await bernardIds(t.db, t.school, today);
    const probes = await crossTeacherProbes(ids, today);
    const secrets = await bernardSecrets(t.db, t.school, ids);
    expect(secrets).toEqual(expect.arrayContaining(['Paul Bernard', 'Hugo', '6A Mathematics', 'Disrupted the mathematics lesson']));
    const girard = await t.as('teacher2');
    // Soft: one run names every probe a broken rule lets through, not only the first.
    for (const [route, calls] of Object.entries(probes)) {
      for (const call of calls) {
        const before = await rowsWritten();
        const response = await sendProbe(girard, call);
        const where = `${route} as ${call.method} ${call.url}`;
        expect.soft(response.statusCode, `${where}: ${response.body.slice(0, 200)}`).toBe(call.answers);
        if (call.answers === 404) expect.soft(response.json(), where).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
        if (call.answers === 403) expect.soft(response.json(), where).toEqual({ code: 'FORBIDDEN', message: expect.any(String) });
        // His own pupils' rewards and sanctions name who gave them: Paul Bernard as the author of a reward to
        // Léa, whom both teach, is her record (the office and her teachers read who gave it), not his thing.
        const notHis = route === 'GET /api/staff/conduct' ? secrets.filter((secret) => secret !== 'Paul Bernard') : secrets;
        expect.soft(leaked(response.body, notHis), where).toEqual([]);
        expect.soft(await rowsWritten(), where).toBe(before);
      }
    }
  });

  it('reaches his own: the same calls as Paul Bernard answer, so the refusals above are about whose things they are', async () => {
    const ids = await bernardIds(t.db, t.school, today);
    const bernard = await t.as('teacher');
    const [lesson] = ids.lessons;
    const [evening] = ids.evenings;
    expect((await bernard.get(`/api/staff/roll-call/lessons/${lesson!.id}`)).statusCode).toBe(200);
    expect((await bernard.get(`/api/staff/evenings/${evening}/schedule?teacherId=${ids.teacherId}`)).statusCode).toBe(200);
    const concerns = await bernard.get(`/api/staff/concerns?childId=${ids.concern.child_id}`);
    expect(concerns.json()).toContainEqual(expect.objectContaining({ id: ids.concern.id }));
    const pupils = (await bernard.get('/api/staff/conduct/pupils')).json() as Array<{ id: number }>;
    expect(pupils.map((p) => p.id)).toEqual(expect.arrayContaining(ids.pupils));
  });
});
