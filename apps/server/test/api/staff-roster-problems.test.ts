import { rosterPaths } from '@carnet/contract';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { editFile, rosterFixture, zipped } from '../helpers/oneroster-fixtures';
import { snapshotTables } from '../helpers/table-snapshot';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Problem = { file: string; line: number | null; column: string | null; message: string };
const post = async (body: unknown, language = 'en') =>
  (await t.as('office')).inject({
    method: 'POST',
    url: rosterPaths.import,
    payload: body as object,
    headers: { 'accept-language': language },
  });

describe('a OneRoster file with problems', () => {
  it('lists every problem with its file, line and column, and writes nothing', async () => {
    let files = rosterFixture('v1.1-bulk');
    files = editFile(files, 'users.csv', (text) =>
      text
        .replace('emma.leroy@eleves.example', 'emma.leroy@@eleves')
        .replace(/^tea-2,/m, 'tea-1,')
        .replace('"par-1,par-2"', '"par-1,par-9"'),
    );
    files = editFile(files, 'enrollments.csv', (text) => `${text}e-99,,,cl-5c,org-1,stu-404,student,false,2029-09-01,2030-07-04\n`);
    files = editFile(files, 'demographics.csv', (text) => text.replace('2018-06-02', '2018-02-30'));
    files = editFile(files, 'classes.csv', (text) => text.replace('classType', 'kind'));
    const before = await snapshotTables(t.db);
    for (const dryRun of [true, false]) {
      const response = await post({ ...zipped(files), dryRun });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { code: string; message: string; problems: Problem[] };
      expect(body.code).toBe('ROSTER_INVALID');
      expect(body.message).toMatch(/problem.*nothing was imported/);
      const where = body.problems.map((p) => `${p.file}:${p.line}:${p.column}`);
      expect(where).toEqual(
        expect.arrayContaining([
          'users.csv:2:email',
          'users.csv:2:agentSourcedIds',
          'users.csv:11:sourcedId',
          'enrollments.csv:11:userSourcedId',
          'demographics.csv:3:birthDate',
          'classes.csv:1:classType',
        ]),
      );
      expect(body.problems.find((p) => p.column === 'email')?.message).toBe('"emma.leroy@@eleves" is not an e-mail address');
      expect(body.problems).toContainEqual({
        file: 'enrollments.csv',
        line: 11,
        column: 'userSourcedId',
        message: 'no record of users.csv has the sourcedId stu-404',
      });
      expect(body.problems.find((p) => p.column === 'sourcedId')?.message).toBe('the sourcedId tea-1 is also on line 10');
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('names a line as a spreadsheet does when a quoted field spans two lines', async () => {
    // par-3's middle name and note hold line breaks (lines 7 to 9): tea-1, the 8th record, is on line 10.
    const files = editFile(rosterFixture('v1.1-bulk'), 'users.csv', (text) => text.replace('julie.moreau@school.example', 'julie'));
    const problems = (await post({ ...zipped(files), dryRun: true })).json().problems as Problem[];
    expect(problems).toEqual([{ file: 'users.csv', line: 10, column: 'email', message: '"julie" is not an e-mail address' }]);
  });

  it('refuses a manifest it cannot use, a file the manifest lists but the zip lacks, and an unsupported version', async () => {
    const withoutUsers = new Map(rosterFixture('v1.1-bulk'));
    withoutUsers.delete('users.csv');
    const missing = (await post({ ...zipped(withoutUsers), dryRun: true })).json().problems as Problem[];
    expect(missing).toContainEqual({
      file: 'users.csv',
      line: null,
      column: null,
      message: 'the manifest lists this file as bulk but it is not there',
    });

    const v10 = editFile(rosterFixture('v1.1-bulk'), 'manifest.csv', (text) =>
      text.replace('oneroster.version,1.1', 'oneroster.version,1.0'),
    );
    expect((await post({ ...zipped(v10), dryRun: true })).json().problems).toEqual([
      { file: 'manifest.csv', line: 3, column: 'value', message: 'OneRoster version "1.0" is not supported: 1.1 or 1.2' },
    ]);
    const noManifest = new Map(rosterFixture('v1.1-bulk'));
    noManifest.delete('manifest.csv');
    expect((await post({ ...zipped(noManifest), dryRun: true })).json().problems).toEqual([
      { file: 'manifest.csv', line: null, column: null, message: 'manifest.csv is missing' },
    ]);
  });

  it('says the problems in French to a French reader', async () => {
    const files = editFile(rosterFixture('v1.1-bulk'), 'demographics.csv', (text) => text.replace('2017-03-14', '14/03/2017'));
    const body = (await post({ ...zipped(files), dryRun: true }, 'fr')).json();
    expect(body.message).toBe('Le fichier comporte 1 problème(s)\u00a0; rien n’a été importé');
    expect(body.problems[0].message).toBe('«\u00a014/03/2017\u00a0» n’est pas une date (AAAA-MM-JJ)');
  });

  it("refuses an address that is already another Carnet account's sign-in", async () => {
    const files = editFile(rosterFixture('v1.1-bulk'), 'users.csv', (text) =>
      text.replace('marc.leroy@parents.example', 'parent@example.com'),
    );
    const problems = (await post({ ...zipped(files), dryRun: true })).json().problems as Problem[];
    expect(problems).toEqual([
      {
        file: 'users.csv',
        line: 6,
        column: 'email',
        message: 'the e-mail parent@example.com is already the sign-in of another Carnet account',
      },
    ]);
  });

  it('refuses what is not a zip, a bad body, and anyone but the office, changing nothing', async () => {
    const before = await snapshotTables(t.db);
    const notZip = await post({ name: 'users.csv', data: Buffer.from('sourcedId\n1\n').toString('base64'), dryRun: true });
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'The file is not a .zip archive' });
    for (const body of [{ name: 'a.zip', data: '***', dryRun: true }, { name: 'a.zip', data: 'UEs=' }, {}]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    // 20 MB of zip is 27 MB of base64: past that the body is refused as it arrives.
    const huge = await post({ name: 'a.zip', data: 'A'.repeat(28 * 1024 * 1024), dryRun: true });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    // A zip bomb: a small zip that would unzip past 200 MB stops before it is unzipped.
    const bomb = zipSync({ 'users.csv': [new Uint8Array(201 * 1024 * 1024), { level: 1 }] });
    const bombed = await post({ name: 'bomb.zip', data: Buffer.from(bomb).toString('base64'), dryRun: true });
    expect(bombed.statusCode).toBe(413);
    expect(bombed.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The archive holds more than 200 MB once unzipped' });
    for (const who of ['teacher', 'parent'] as const) {
      const response = await (await t.as(who)).post(rosterPaths.import, { ...zipped(rosterFixture('v1.1-bulk')), dryRun: false });
      expect(response.statusCode, who).toBe(403);
      expect((await (await t.as(who)).get(rosterPaths.imports)).statusCode).toBe(403);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses a term that overlaps one the office entered by hand, unless it has the same name (then it is adopted)', async () => {
    const thisYear = await t.db.selectFrom('school_terms').selectAll().orderBy('start_date', 'desc').executeTakeFirstOrThrow();
    const year = Number(thisYear.school_year.slice(5));
    const overlapping = editFile(rosterFixture('v1.1-bulk'), 'academicSessions.csv', (text) =>
      text.replace(
        't3-2030,,,Trimestre 3,term,2030-03-11,2030-07-04,sy-2030,2030',
        `t3-2030,,,Autumn,term,${thisYear.start_date},${thisYear.end_date},,${year}`,
      ),
    );
    const problems = (await post({ ...zipped(overlapping), dryRun: true })).json().problems as Problem[];
    expect(problems).toEqual([
      {
        file: 'academicSessions.csv',
        line: 5,
        column: 'startDate',
        message: `the term Autumn overlaps the term ${thisYear.name} of ${thisYear.school_year} entered in Carnet`,
      },
    ]);
    const sameName = editFile(overlapping, 'academicSessions.csv', (text) =>
      text.replace('t3-2030,,,Autumn,', `t3-2030,,,${thisYear.name},`),
    );
    const report = (await post({ ...zipped(sameName), dryRun: true })).json();
    expect(report.counts.find((c: { kind: string }) => c.kind === 'terms')).toMatchObject({ created: 2, updated: 1 });
  });
});
