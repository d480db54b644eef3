import {
  isAbsence,
  isLateness,
  staffTermReportOpenPath,
  staffTermReportPreviewPath,
  staffTermReportGroupPath,
  staffHeadTeacherPath,
  staffTermReportClassPath,
} from '@carnet/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { insertAssessment, insertCompetency, insertLevels, insertMarks, termHolding } from '../helpers/term-report-rows';
import { clearDemoMarks } from './marks-fixtures';

let t: TestContext;
let term: Awaited<ReturnType<typeof termHolding>>;

/** The PDF's text as a reader's tool extracts it (PDF.js), runs of spaces as one. */
async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await buildTestApp();
  // Hand-made figures: a school with no marks but this test's (decision 114).
  await clearDemoMarks(t);
  term = await termHolding(t.db, schoolToday());
  const { lea, noah } = t.school.children;
  const [maths, french] = t.school.subjects.class6A;
  const a1 = await insertAssessment(t.db, {
    subjectId: maths!,
    termId: term.id,
    authorId: t.school.users.teacher,
    title: 'T1',
    date: term.start_date,
  });
  await insertMarks(t.db, a1, [
    { childId: lea, value: 12.5 },
    { childId: noah, value: 17 },
  ]);
  const f1 = await insertAssessment(t.db, {
    subjectId: french!,
    termId: term.id,
    authorId: t.school.users.teacher,
    title: 'Dictée',
    date: term.start_date,
    outOf: 10,
  });
  await insertMarks(t.db, f1, [
    { childId: lea, value: 9 },
    { childId: noah, value: 5 },
  ]);
  const c1 = await insertAssessment(t.db, {
    subjectId: french!,
    termId: term.id,
    authorId: t.school.users.teacher,
    title: 'Oral',
    date: term.start_date,
    kind: 'competencies',
  });
  const speak = await insertCompetency(t.db, 'D1.1', 'Speak clearly');
  const write = await insertCompetency(t.db, 'D1.1', 'Write a paragraph');
  const cooperate = await insertCompetency(t.db, 'D3', 'Work with others');
  await insertLevels(t.db, c1, speak, [{ childId: lea, level: 4 }]);
  await insertLevels(t.db, c1, write, [{ childId: lea, level: 2 }]);
  await insertLevels(t.db, c1, cooperate, [{ childId: lea, level: 3 }]);
  // A registry line of the term: an excused absence, and a lateness.
  const inTerm = `${term.start_date}T09:00:00.000Z`;
  await t.db
    .insertInto('registry_entries')
    .values([
      { child_id: lea, date: inTerm, statut: 'ABSENT', excused: 1, subject_id: maths!, certificate_file_id: null },
      { child_id: lea, date: inTerm, statut: 'late 10 min', excused: 0, subject_id: french!, certificate_file_id: null },
    ])
    .execute();
  await (await t.as('office')).post(staffTermReportOpenPath(term.id));
  await (await t.as('office')).put(staffHeadTeacherPath(t.school.classes.class6A), { teacherId: t.school.teachers.bernard });
  await (
    await t.as('teacher')
  ).put(staffTermReportGroupPath(term.id, maths!), {
    appreciations: [{ childId: lea, text: 'Solid work in fractions; keep it up.' }],
  });
  await (
    await t.as('teacher')
  ).put(staffTermReportClassPath(term.id, t.school.classes.class6A), {
    appreciations: [{ childId: lea, text: 'Un trimestre sérieux, félicitations.' }],
  });
});
afterAll(async () => t?.close());

/** Léa's absences and lateness of the term, counted straight from the registry (the demo writes some too). */
async function attendanceOfLea() {
  const rows = await t.db
    .selectFrom('registry_entries')
    .select(['statut', 'excused', 'date'])
    .where('child_id', '=', t.school.children.lea)
    .execute();
  const inTerm = rows.filter((r) => r.date.slice(0, 10) >= term.start_date && r.date.slice(0, 10) <= term.end_date);
  const absences = inTerm.filter((r) => isAbsence(r.statut));
  return {
    absences: absences.length,
    excused: absences.filter((r) => Boolean(Number(r.excused))).length,
    late: inTerm.filter((r) => isLateness(r.statut)).length,
  };
}

describe('the term report PDF', () => {
  it("reads back: the pupil, the class, the term, each subject's figures, appreciations, competencies per domain, absences", async () => {
    const response = await (await t.as('office')).get(staffTermReportPreviewPath(term.id, t.school.children.lea));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Term report L/);
    const text = await textOf(response.rawPayload);
    expect(text).toContain('Term report');
    expect(text).toContain('Pupil: Léa Martin');
    expect(text).toContain('Class: 6A');
    expect(text).toContain('Head teacher: Paul Bernard');
    expect(text).toContain(term.name);
    // Mathematics: Léa 12.50, class 14.75 (12.5 and 17), lowest 12.50, highest 17.00.
    expect(text).toMatch(/Mathematics Paul Bernard 12\.50 14\.75 12\.50 17\.00/);
    expect(text).toContain('Appreciation: Solid work in fractions; keep it up.');
    // French: Léa 9/10 → 18.00, Noah 5/10 → 10.00; the competencies assessment is no mark.
    expect(text).toMatch(/French Claire Petit 18\.00 14\.00 10\.00 18\.00/);
    // Overall: the mean of 12.50 and 18.00 (the other subjects have no mark).
    expect(text).toContain('Overall average: 15.25');
    // D1.1: levels 4 and 2 → median (lower middle) 2, fragile; D3: one satisfactory.
    expect(text).toContain('D1.1: fragile mastery (insufficient 0, fragile 1, satisfactory 0, very good 1)');
    expect(text).toContain('D3: satisfactory mastery (insufficient 0, fragile 0, satisfactory 1, very good 0)');
    expect(text).toContain('Un trimestre sérieux, félicitations.');
    const { absences, excused, late } = await attendanceOfLea();
    expect(absences).toBeGreaterThanOrEqual(1);
    expect(text).toContain(`Absences: ${absences} (of which excused: ${excused}). Lateness: ${late}.`);
  });

  it('speaks French to a French reader, figures with a decimal comma', async () => {
    const client = await t.as('office');
    const response = await client.inject({
      method: 'GET',
      url: staffTermReportPreviewPath(term.id, t.school.children.lea),
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    const text = await textOf(response.rawPayload);
    expect(text).toContain('Bulletin trimestriel');
    expect(text).toContain('Élève : Léa Martin');
    expect(text).toMatch(/Mathematics Paul Bernard 12,50 14,75 12,50 17,00/);
    expect(text).toContain('Moyenne générale : 15,25');
    expect(text).toContain('D1.1 : maîtrise fragile');
  });
});
