import { ZNewsletterList, addDays, apiPaths, type TNewsletter } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishNewsletter } from '../../src/modules/newsletter/newsletter.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { worded } from '../helpers/notice-texts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function newslettersOf(account: 'parent' | 'student' | 'parent2'): Promise<TNewsletter[]> {
  const response = await (await t.as(account)).get(apiPaths.newsletters);
  expect(response.statusCode).toBe(200);
  return ZNewsletterList.parse(response.json());
}

const unseenFor = (newsletterId: number) =>
  t.db
    .selectFrom('notifications')
    .select('user_id')
    .where('subject', '=', 'newsletter')
    .where('subject_id', '=', newsletterId)
    .where('seen', '=', 0)
    .orderBy('user_id')
    .execute();

describe('GET /api/newsletter', () => {
  it('answers every role the same five newsletters, newest first, the newest unseen', async () => {
    const lists = await Promise.all([newslettersOf('parent'), newslettersOf('student'), newslettersOf('parent2')]);
    for (const newsletters of lists) {
      expect(newsletters).toHaveLength(5);
      expect(newsletters.map((n) => n.publishDate)).toEqual([-4, -27, -56, -88, -120].map((days) => addDays(schoolToday(), days)));
      expect(newsletters[0]).toMatchObject({
        title: 'School trips and sports day before the end of the term for every class',
        hasNotification: true,
      });
      expect(newsletters.slice(1).every((n) => !n.hasNotification)).toBe(true);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.anonymous.get(apiPaths.newsletters)).statusCode).toBe(401);
  });
});

describe('GET /api/newsletter/:id/download', () => {
  it("sends the PDF named '{title}.pdf' and marks only the caller's notification seen", async () => {
    const [newest] = await newslettersOf('parent2');
    const everyone = [t.school.users.parent, t.school.users.student, t.school.users.parent2].sort((a, b) => a - b);
    expect((await unseenFor(newest!.id)).map((r) => r.user_id)).toEqual(everyone);
    const response = await (await t.as('parent2')).get(apiPaths.newsletterDownload(newest!.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const name = `${newest!.title}.pdf`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await unseenFor(newest!.id)).map((r) => r.user_id)).toEqual(everyone.filter((id) => id !== t.school.users.parent2));
    expect((await newslettersOf('parent2'))[0]?.hasNotification).toBe(false);
    expect((await newslettersOf('student'))[0]?.hasNotification).toBe(true);
  });

  it('lets the student download too', async () => {
    const [, older] = await newslettersOf('student');
    const response = await (await t.as('student')).get(apiPaths.newsletterDownload(older!.id));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('latin1')).toContain(`(${older!.title}) Tj`);
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 without a token', async () => {
    const parent = await t.as('parent');
    const missing = await parent.get(apiPaths.newsletterDownload(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const malformed = await parent.get('/api/newsletter/-1/download');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
    expect((await t.anonymous.get(apiPaths.newsletterDownload(1))).statusCode).toBe(401);
  });
});

describe('publishNewsletter', () => {
  it('writes the newsletter and tells every account', async () => {
    const newsletterId = await publishNewsletter(t.db, { title: 'Open day', publishDate: schoolToday(), lines: ['Doors open at 9:00.'] });
    const rows = worded(
      await t.db
        .selectFrom('notifications')
        .select(['user_id', 'kind', 'params', 'link'])
        .where('subject', '=', 'newsletter')
        .where('subject_id', '=', newsletterId)
        .execute(),
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.content === 'New newsletter: Open day' && r.link === '')).toBe(true);
    expect((await newslettersOf('student'))[0]).toMatchObject({
      id: newsletterId,
      title: 'Open day',
      publishDate: schoolToday(),
      hasNotification: true,
    });
  });
});
