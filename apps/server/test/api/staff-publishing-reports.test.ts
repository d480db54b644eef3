import { REPORTS_REQUEST_MAX_BYTES, apiPaths, publishingPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';
import { auditLinesOf, notificationsAbout, pdfUpload, uniqueTitle } from './staff-publishing-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const reportFile = (childId: number, name: string) => ({ childId, ...pdfUpload(name, name) });

describe('POST /api/staff/publications/reports/preview', () => {
  it('matches file names to pupils whatever the accents and case, and lists the unmatched, storing nothing', async () => {
    const before = await snapshotTables(t.db);
    const response = await (
      await t.as('office')
    ).post(publishingPaths.reportsPreview, {
      pattern: '{lastName}_{firstName}.pdf',
      fileNames: ['MARTIN_Lea.pdf', 'martin_HUGO.PDF', 'Dupont_Zoé.pdf', 'dubois-noah.pdf'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      matches: [
        { fileName: 'MARTIN_Lea.pdf', pupil: { id: t.school.children.lea, name: 'Léa Martin', className: '6A' } },
        { fileName: 'martin_HUGO.PDF', pupil: { id: t.school.children.hugo, name: 'Hugo Martin', className: '3B' } },
        // '-' and '_' are the same separator, so 'dubois-noah.pdf' is Noah's.
        { fileName: 'dubois-noah.pdf', pupil: { id: t.school.children.noah, name: 'Noah Dubois', className: '6A' } },
      ],
      unmatched: ['Dupont_Zoé.pdf'],
      ambiguous: [],
      duplicates: [],
    });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses a pattern without a name, and no files', async () => {
    const office = await t.as('office');
    const noName = await office.post(publishingPaths.reportsPreview, { pattern: '*.pdf', fileNames: ['a.pdf'] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('The pattern must contain the last name or the first name');
    expect((await office.post(publishingPaths.reportsPreview, { pattern: '{lastName}.pdf', fileNames: [] })).statusCode).toBe(400);
  });

  it('answers at once a pattern whose stars would make a regular expression backtrack', async () => {
    const office = await t.as('office');
    // Half a second per name and per pupil named Léa as an expression (on a quiet machine, 10 s in all here); the
    // same pattern with 80 characters more never ends.
    const fileNames = [60, 65, 70, 75, 80].map((n) => `Lea${'a'.repeat(n)}.pdf`);
    const started = performance.now();
    const response = await office.post(publishingPaths.reportsPreview, { pattern: '{firstName}*a*a*a*a*a*b', fileNames });
    const elapsedMs = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ matches: [], unmatched: fileNames, ambiguous: [], duplicates: [] });
    expect(elapsedMs).toBeLessThan(1000);
  });
});

describe('POST /api/staff/publications/reports', () => {
  it("publishes one report per pupil: Léa's told to her parent and herself, Hugo's to his parent, each linked to the pupil", async () => {
    const title = uniqueTitle('Term 1 report');
    const response = await (
      await t.as('office')
    ).post(publishingPaths.reports, {
      title,
      year: '2025-2026',
      files: [reportFile(t.school.children.lea, 'Martin_Lea.pdf'), reportFile(t.school.children.hugo, 'Martin_Hugo.pdf')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const publication = response.json();
    expect(publication).toMatchObject({
      kind: 'report',
      pupilsReached: 2,
      accountsReached: 2,
      audience: { kind: 'pupils', names: ['Léa Martin', 'Hugo Martin'] },
    });
    expect(await notificationsAbout(t, 'report', `New report for Léa: ${title}`)).toEqual(
      [t.school.users.parent, t.school.users.student].map((userId) => ({
        userId,
        content: `New report for Léa: ${title}`,
        link: String(t.school.children.lea),
        seen: false,
      })),
    );
    expect(await notificationsAbout(t, 'report', `New report for Hugo: ${title}`)).toEqual([
      { userId: t.school.users.parent, content: `New report for Hugo: ${title}`, link: String(t.school.children.hugo), seen: false },
    ]);
    const studentReports = (await (await t.as('student')).get(apiPaths.reports)).json() as Array<{ title: string; child: { id: number } }>;
    expect(studentReports.filter((r) => r.title === title)).toEqual([
      expect.objectContaining({ child: { id: t.school.children.lea }, year: '2025-2026' }),
    ]);
    expect((await (await t.as('parent2')).get(apiPaths.reports)).json().map((r: { title: string }) => r.title)).not.toContain(title);
    expect((await auditLinesOf(t, publication.id)).map((l) => [l.action, l.entity])).toEqual([['publish', 'report']]);
  });

  it('is all or nothing: a pupil who left the school undoes the whole batch, no report, no notification, no audit line', async () => {
    await t.db.updateTable('children').set({ deactivated_at: new Date().toISOString() }).where('id', '=', t.school.children.hugo).execute();
    try {
      const before = await snapshotTables(t.db);
      // Léa's report is written first, then Hugo's fails: the transaction must take Léa's back too.
      const response = await (
        await t.as('office')
      ).post(publishingPaths.reports, {
        title: uniqueTitle('Half a batch'),
        year: '2025-2026',
        files: [reportFile(t.school.children.lea, 'Martin_Lea.pdf'), reportFile(t.school.children.hugo, 'Martin_Hugo.pdf')],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'A pupil of this publication no longer exists or has left the school',
      });
      expect(await snapshotTables(t.db)).toEqual(before);
    } finally {
      await t.db.updateTable('children').set({ deactivated_at: null }).where('id', '=', t.school.children.hugo).execute();
    }
  });

  it('refuses two files for one pupil, an unknown pupil, a bad year, and a file that is not a PDF, storing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const lea = t.school.children.lea;
    const twice = await office.post(publishingPaths.reports, {
      title: 'x',
      year: '2025-2026',
      files: [reportFile(lea, 'a.pdf'), reportFile(lea, 'b.pdf')],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Two files are for the same pupil');
    const unknown = await office.post(publishingPaths.reports, { title: 'x', year: '2025-2026', files: [reportFile(99999999, 'a.pdf')] });
    expect(unknown.statusCode).toBe(400);
    expect((await office.post(publishingPaths.reports, { title: 'x', year: '2025', files: [reportFile(lea, 'a.pdf')] })).statusCode).toBe(
      400,
    );
    const text = { childId: lea, name: 'a.pdf', data: Buffer.from('not a pdf').toString('base64') };
    const notPdf = await office.post(publishingPaths.reports, {
      title: 'x',
      year: '2025-2026',
      files: [reportFile(t.school.children.noah, 'n.pdf'), text],
    });
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The file a.pdf is not a PDF' });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses a batch over its 25 MB body limit with 413, before reading it all, storing nothing', async () => {
    const before = await snapshotTables(t.db);
    const padding = 'A'.repeat(Math.ceil((REPORTS_REQUEST_MAX_BYTES + 1024 * 1024) / 3) * 4);
    const response = await (
      await t.as('office')
    ).post(publishingPaths.reports, {
      title: 'x',
      year: '2025-2026',
      files: [{ childId: t.school.children.lea, name: 'a.pdf', data: padding }],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('speaks French to a French caller', async () => {
    const office = await t.as('office');
    const response = await office.inject({
      method: 'POST',
      url: publishingPaths.reports,
      payload: {
        title: 'x',
        year: '2025-2026',
        files: [{ childId: t.school.children.lea, name: 'a.pdf', data: Buffer.from('nope').toString('base64') }],
      },
      headers: { 'accept-language': 'fr' },
    });
    expect(response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Le fichier a.pdf n’est pas un PDF' });
  });
});
