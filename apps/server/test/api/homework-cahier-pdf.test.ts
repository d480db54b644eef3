import { addDays, schoolYearOf, staffCahierPdfPath } from '@carnet/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { insertHomework, insertLesson, insertNote } from '../helpers/homework-rows';
import { schoolToday } from '../helpers/school-day';

let t: TestContext;
let maths6A: number;
let lessonDate: string;

/** The PDF's text as a reader's tool extracts it (PDF.js): its lines, every page joined. */
async function linesOf(bytes: Buffer): Promise<{ lines: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { lines: text, pages: totalPages };
}
/** The same text with every run of spaces and line ends as one space. */
const textOf = async (bytes: Buffer) => (await linesOf(bytes)).lines.replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await buildTestApp();
  maths6A = t.school.subjects.class6A[0]!;
  lessonDate = schoolToday();
  const lesson = await insertLesson(t.db, maths6A, lessonDate, ['10:00', '11:00']);
  await insertNote(
    t.db,
    { id: lesson, subjectId: maths6A },
    'Fractions: **equivalent fractions** and the cœur of the lesson\n\n- exercise 4 page 52\n- see [the video](https://example.org/fractions)',
    t.school.users.teacher,
  );
  await insertHomework(t.db, {
    subjectId: maths6A,
    authorId: t.school.users.teacher,
    setInLessonId: lesson,
    dueDate: addDays(lessonDate, 7),
    kind: 'test',
    minutes: 45,
    text: 'Revise the **fractions** chapter',
  });
  await insertHomework(t.db, {
    subjectId: maths6A,
    authorId: t.school.users.teacher,
    dueDate: addDays(lessonDate, 3),
    text: 'A withdrawn exercise nobody must see',
    withdrawn: true,
  });
});
afterAll(async () => t?.close());

describe('GET /api/staff/homework/groups/:groupId/cahier.pdf', () => {
  it("gives the group's teacher the year's cahier as a PDF: the school, the group, each lesson's note and the homework set", async () => {
    const response = await (await t.as('teacher')).get(staffCahierPdfPath(maths6A));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Lesson record 6A Mathematics \d{4}-09-01 to \d{4}-08-31\.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(response.rawPayload);
    expect(text).toContain('Lesson record (cahier de textes)');
    expect(text).toContain(t.app.deps.config.schoolName);
    expect(text).toContain('Teaching group: 6A Mathematics');
    expect(text).toContain('Teacher: Paul Bernard');
    expect(text).toContain('equivalent fractions and the cœur of the lesson');
    expect(text).toContain('• exercise 4 page 52');
    expect(text).toContain('the video (https://example.org/fractions)');
    expect(text).not.toContain('**');
    expect(text).toContain('Test, due');
    expect(text).toContain('45 min');
    expect(text).toContain('Revise the fractions chapter');
    expect(text).not.toContain('withdrawn exercise');
    // Each page's foot counts the pages the file has (the foot itself must not start a page of its own).
    const { lines, pages } = await linesOf(response.rawPayload);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // Bold within a line stays on its line.
    expect(lines).toMatch(/Fractions: equivalent fractions and the cœur of the lesson/);
  });

  it('speaks French to a French caller, accents and all', async () => {
    const teacher = await t.as('teacher');
    expect((await teacher.patch('/api/me', { language: 'fr' })).statusCode).toBe(200);
    try {
      const response = await teacher.get(staffCahierPdfPath(maths6A));
      expect(response.statusCode).toBe(200);
      expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(response.headers['content-disposition']))?.[1] ?? '')).toMatch(
        /^Cahier de textes 6A Mathematics du \d{4}-09-01 au \d{4}-08-31\.pdf$/,
      );
      const text = await textOf(response.rawPayload);
      expect(text).toContain('Cahier de textes');
      expect(text).toContain('Professeur');
      expect(text).toContain('Contrôle, pour le');
      expect(text).toContain('Travail donné pendant ce cours');
    } finally {
      await teacher.patch('/api/me', { language: 'en' });
    }
  });

  it('prints the period asked for, and refuses one that ends before it starts or is too long', async () => {
    const teacher = await t.as('teacher');
    const elsewhere = await teacher.get(`${staffCahierPdfPath(maths6A)}?from=${addDays(lessonDate, 1)}&to=${addDays(lessonDate, 30)}`);
    expect(elsewhere.statusCode).toBe(200);
    const text = await textOf(elsewhere.rawPayload);
    expect(text).not.toContain('equivalent fractions');
    const backwards = await teacher.get(`${staffCahierPdfPath(maths6A)}?from=${lessonDate}&to=${addDays(lessonDate, -1)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'The end of the period is before its start' });
    const tooLong = await teacher.get(`${staffCahierPdfPath(maths6A)}?from=2020-01-01&to=2026-01-01`);
    expect(tooLong.statusCode).toBe(400);
    expect((await teacher.get(`${staffCahierPdfPath(maths6A)}?from=2026-02-30`)).statusCode).toBe(400);
  });

  it('answers 404 to another teacher, and for a group that does not exist; the office prints any group', async () => {
    const other = await (await t.as('teacher2')).get(staffCahierPdfPath(maths6A));
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect((await (await t.as('teacher')).get(staffCahierPdfPath(999_999))).statusCode).toBe(404);
    const office = await (await t.as('office')).get(staffCahierPdfPath(maths6A));
    expect(office.statusCode).toBe(200);
    expect(await textOf(office.rawPayload)).toContain('equivalent fractions');
    expect((await (await t.as('parent')).get(staffCahierPdfPath(maths6A))).statusCode).toBe(403);
    expect((await t.anonymous.get(staffCahierPdfPath(maths6A))).statusCode).toBe(401);
  });

  it('keeps an archived cahier printable by the office, not by its teacher any more', async () => {
    const archivedAt = new Date().toISOString();
    await t.db.updateTable('subjects').set({ archived_at: archivedAt }).where('id', '=', maths6A).execute();
    try {
      expect((await (await t.as('teacher')).get(staffCahierPdfPath(maths6A))).statusCode).toBe(404);
      const office = await (await t.as('office')).get(staffCahierPdfPath(maths6A));
      expect(office.statusCode).toBe(200);
      const text = await textOf(office.rawPayload);
      expect(text).toContain('Archived on');
      expect(text).toContain('equivalent fractions');
      expect(schoolYearOf(lessonDate)).toMatch(/^\d{4}-\d{4}$/);
    } finally {
      await t.db.updateTable('subjects').set({ archived_at: null }).where('id', '=', maths6A).execute();
    }
  });
});
