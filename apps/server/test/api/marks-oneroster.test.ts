import { staffOneRosterPath } from '@carnet/contract';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_ROSTER_COLUMNS } from '../../src/modules/term-reports/oneroster';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { insertAssessment, insertCompetency, insertLevels, insertMarks, termHolding } from '../helpers/term-report-rows';
import { clearDemoMarks } from './marks-fixtures';

let t: TestContext;
let term: Awaited<ReturnType<typeof termHolding>>;
let mark: number;
let competencies: number;
let draft: number;
let speak: number;

beforeAll(async () => {
  t = await buildTestApp();
  // Hand-made figures: a school with no marks but this test's (decision 114).
  await clearDemoMarks(t);
  term = await termHolding(t.db, schoolToday());
  const { lea, noah } = t.school.children;
  const maths = t.school.subjects.class6A[0]!;
  mark = await insertAssessment(t.db, {
    subjectId: maths,
    termId: term.id,
    authorId: t.school.users.teacher,
    title: 'Fractions, "part 1"',
    date: term.start_date,
    outOf: 40,
    coefficient: 2,
  });
  await insertMarks(t.db, mark, [
    { childId: lea, value: 31.5, comment: 'Good, careful work' },
    { childId: noah, code: 'exempt' },
  ]);
  competencies = await insertAssessment(t.db, {
    subjectId: maths,
    termId: term.id,
    authorId: t.school.users.teacher,
    title: 'Reasoning',
    date: term.start_date,
    kind: 'competencies',
  });
  speak = await insertCompetency(t.db, 'D4', 'Reason and justify');
  await insertLevels(t.db, competencies, speak, [
    { childId: lea, level: 4 },
    { childId: noah, level: 2 },
  ]);
  draft = await insertAssessment(t.db, {
    subjectId: maths,
    termId: term.id,
    authorId: t.school.users.teacher,
    title: 'Draft',
    date: term.start_date,
    published: false,
  });
});
afterAll(async () => t?.close());

type Row = Record<string, string>;
async function exported() {
  const response = await (await t.as('office')).get(staffOneRosterPath(term.id));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const read = (name: string) => {
    const text = strFromU8(files[name]!);
    const header = (parse(text, { to_line: 1 }) as string[][])[0]!;
    return { header, rows: parse(text, { columns: true }) as Row[] };
  };
  return { names: Object.keys(files).sort(), read };
}

describe('GET the term gradebook as OneRoster 1.2 CSV', () => {
  it('is the office’s only', async () => {
    expect((await (await t.as('teacher')).get(staffOneRosterPath(term.id))).statusCode).toBe(403);
    expect((await (await t.as('parent')).get(staffOneRosterPath(term.id))).statusCode).toBe(403);
    expect((await (await t.as('office')).get(staffOneRosterPath(999_999))).statusCode).toBe(404);
  });

  it('zips the manifest and the four gradebook files with the binding’s columns', async () => {
    const { names, read } = await exported();
    expect(names).toEqual(['categories.csv', 'lineItems.csv', 'manifest.csv', 'results.csv', 'scoreScales.csv']);
    const manifest = Object.fromEntries(read('manifest.csv').rows.map((r) => [r.propertyName, r.value]));
    expect(manifest).toMatchObject({
      'manifest.version': '1.0',
      'oneroster.version': '1.2',
      'file.categories': 'bulk',
      'file.lineItems': 'bulk',
      'file.results': 'bulk',
      'file.scoreScales': 'bulk',
      'file.users': 'absent',
    });
    for (const [file, columns] of Object.entries(ONE_ROSTER_COLUMNS)) {
      const { header } = read(`${file}.csv`);
      expect(header).toEqual([...columns]);
      expect(header.slice(0, 3)).toEqual(['sourcedId', 'status', 'dateLastModified']);
    }
  });

  it('exports a marked assessment 0 to its total and its results, codes as statuses, drafts left out', async () => {
    const { read } = await exported();
    const lineItems = read('lineItems.csv').rows;
    expect(lineItems.map((l) => l.sourcedId)).not.toContain(`assessment-${draft}`);
    expect(lineItems.find((l) => l.sourcedId === `assessment-${mark}`)).toMatchObject({
      status: 'active',
      title: 'Fractions, "part 1"',
      assignDate: term.start_date,
      classSourcedId: `group-${t.school.subjects.class6A[0]}`,
      categorySourcedId: 'category-marks',
      resultValueMin: '0',
      resultValueMax: '40',
      scoreScaleSourcedId: '',
    });
    const results = read('results.csv').rows.filter((r) => r.lineItemSourcedId === `assessment-${mark}`);
    expect(results).toEqual([
      expect.objectContaining({
        studentSourcedId: `pupil-${t.school.children.lea}`,
        scoreStatus: 'fully graded',
        score: '31.5',
        comment: 'Good, careful work',
      }),
      expect.objectContaining({
        studentSourcedId: `pupil-${t.school.children.noah}`,
        scoreStatus: 'exempt',
        score: '',
        textScore: 'exempt',
      }),
    ]);
    for (const r of read('results.csv').rows) expect(r.dateLastModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('exports competencies on the four-level score scale, never as marks', async () => {
    const { read } = await exported();
    const scales = read('scoreScales.csv').rows;
    expect(scales).toHaveLength(1);
    expect(scales[0]).toMatchObject({ sourcedId: 'scale-competencies', status: 'active' });
    expect(scales[0]!.scoreScaleValue).toBe('[{insufficient:1},{fragile:2},{satisfactory:3},{veryGood:4}]');
    const item = read('lineItems.csv').rows.find((l) => l.sourcedId === `assessment-${competencies}-competency-${speak}`);
    expect(item).toMatchObject({
      scoreScaleSourcedId: 'scale-competencies',
      categorySourcedId: 'category-D4',
      resultValueMin: '1',
      resultValueMax: '4',
    });
    expect(read('categories.csv').rows.map((c) => c.sourcedId)).toEqual(['category-marks', 'category-D4']);
    const results = read('results.csv').rows.filter((r) => r.lineItemSourcedId === item!.sourcedId);
    expect(results.map((r) => [r.studentSourcedId, r.score, r.textScore, r.scoreScaleSourcedId])).toEqual([
      [`pupil-${t.school.children.lea}`, '4', 'veryGood', 'scale-competencies'],
      [`pupil-${t.school.children.noah}`, '2', 'fragile', 'scale-competencies'],
    ]);
  });
});
