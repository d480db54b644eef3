import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@carnet/contract';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { crossFamilyProbes, martinIds, SCHOOL_WIDE } from '../helpers/cross-family-probes';
import { countWrites } from '../helpers/write-counter';

let t: TestContext;
/** Rows written so far (test-only triggers, decision 085): one read where a snapshot read every table. */
let rowsWritten: () => Promise<number>;
beforeAll(async () => {
  t = await buildTestApp({ env: { WRITE_MAX_PER_USER: '3' } });
  ({ writes: rowsWritten } = await countWrites(t.db, t.engine));
});
afterAll(async () => t.close());

const observationOf = async (familyName: string) =>
  (await t.db.selectFrom('families').select('financial_observation').where('name', '=', familyName).executeTakeFirstOrThrow())
    .financial_observation;

/** A staff route refuses the parent before anything else, whatever the id: any id samples it. */
const staffSample = (url: string) => (url.startsWith('/api/staff/') ? url.replace(/:\w+/g, '1') : undefined);

describe('writes per user', () => {
  it('refuses an account past its writes a minute, changes nothing, and leaves reads and other accounts alone', async () => {
    const parent = await t.as('parent');
    for (const note of ['first', 'second', 'third']) {
      expect((await parent.post('/api/family/update-financial', { source: 'Enterprise', observation: note })).statusCode).toBe(200);
    }
    const refused = await parent.post('/api/family/update-financial', { source: 'Enterprise', observation: 'fourth' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await observationOf('Martin')).toBe('third');
    // Saving one's language is a write like any other.
    const language = await parent.patch(apiPaths.me, { language: 'fr' });
    expect(language.statusCode).toBe(429);
    expect(
      (await t.db.selectFrom('users').select('language').where('id', '=', t.school.users.parent).executeTakeFirstOrThrow()).language,
    ).toBeNull();

    expect((await parent.get('/api/me')).statusCode).toBe(200);
    const other = await t.as('parent2');
    expect((await other.post('/api/family/update-financial', { source: 'Enterprise', observation: 'Dubois note' })).statusCode).toBe(200);
    expect(await observationOf('Dubois')).toBe('Dubois note');
  });
});

describe('GETs that change something (marking read, acknowledging, downloads that mark seen)', () => {
  it('count against the same writes a minute', async () => {
    const student = await t.as('student');
    for (let i = 0; i < 3; i += 1) expect((await student.get(apiPaths.readAllNotifications)).statusCode).toBe(200);
    const refused = await student.get(apiPaths.readAllNotifications);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Reading is not writing.
    expect((await student.get(apiPaths.notifications)).statusCode).toBe(200);
    expect((await student.get(apiPaths.me)).statusCode).toBe(200);
  });

  it('are each refused to an account past its writes, and change nothing', async () => {
    // The parent used up the minute's writes in the test above.
    const parent = await t.as('parent');
    const [documents, reports, newsletters, notifications] = await Promise.all(
      [apiPaths.documents, apiPaths.reports, apiPaths.newsletters, apiPaths.notifications].map(async (url) =>
        (await parent.get(url)).json(),
      ),
    );
    const concern = await t.db.selectFrom('concerns').select('id').where('child_id', '=', t.school.children.lea).executeTakeFirstOrThrow();
    const unseen = notifications.find((n: { seen: boolean }) => !n.seen);
    expect(unseen, 'the parent has an unseen notification').toBeDefined();
    const writes = [
      apiPaths.readAllNotifications,
      apiPaths.readNotification(unseen.id),
      apiPaths.acknowledgeConcern(concern.id),
      apiPaths.documentDownload(documents[0].id),
      apiPaths.reportDownload(reports[0].id),
      apiPaths.newsletterDownload(newsletters[0].id),
    ];
    const before = await rowsWritten();
    for (const url of writes) {
      const response = await parent.get(url);
      expect(response.statusCode, url).toBe(429);
      expect(response.json(), url).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect(await rowsWritten()).toBe(before);
  });

  it('leave no GET of the route table that changes something outside the limit', async () => {
    // The Martin parent is past the minute's writes (first test): every GET either is refused as a write
    // or must change nothing. A new GET that marks something seen fails here until it counts as a write.
    const parent = await t.as('parent');
    const probes = crossFamilyProbes(await martinIds(t.db, t.school), t.school);
    const newsletters = (await parent.get(apiPaths.newsletters)).json();
    const schoolWide: Record<string, string> = {
      'GET /api/newsletter/:id/download': apiPaths.newsletterDownload(newsletters[0].id),
      'GET /api/food/:weekOffset': '/api/food/0',
    };
    const gets = t.app.routeTable.filter((route) => route.method === 'GET' && !route.isPublic);
    const limited: string[] = [];
    for (const route of gets) {
      const key = `GET ${route.url}`;
      const calls = probes[key];
      const urls = !route.url.includes(':')
        ? [route.url]
        : calls === SCHOOL_WIDE || !calls
          ? [schoolWide[key] ?? staffSample(route.url)]
          : calls.map((c) => c.url);
      for (const url of urls) {
        expect(url, `a sample URL for ${key}`).toBeDefined();
        const before = await rowsWritten();
        const response = await parent.get(url!);
        if (response.statusCode === 429) limited.push(route.url);
        expect(await rowsWritten(), `${url} answered ${response.statusCode} and changed the database`).toBe(before);
      }
    }
    expect(new Set(limited)).toEqual(
      new Set([
        // Opening a conversation marks its messages read (decision 102).
        '/api/messages/:id',
        // Opening an announcement marks it read for the family (decision 105).
        '/api/announcements/:id',
        '/api/notification/read_all',
        '/api/notification/read/:id',
        '/api/concern/:id/acknowledge',
        '/api/documents/:id/download',
        '/api/report/:id/download',
        '/api/newsletter/:id/download',
        // Makes the account's calendar feed secret on the first read (decision 074): a write.
        '/api/me/calendar-feed',
        // The family's data export (decision 077): heavy, and it writes audit lines.
        '/api/me/export',
        // Each read of health data writes its audit lines (decision 078, docs/privacy.md): writes.
        '/api/child/:id',
        '/api/certificate/:id/download',
      ]),
    );
  });
});
