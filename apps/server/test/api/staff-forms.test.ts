import {
  apiPaths,
  deleteFormPath,
  exportFormPath,
  exportFormXlsxPath,
  formAnswersPath,
  formsStaffPaths,
  remindFormPath,
  sendFormPath,
  staffFormPath,
  todayIn,
  zonedTimeOfDay,
} from '@carnet/contract';
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

const ZONE = 'Europe/Paris';
let t: TestContext;
let formId: number;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const form = {
  name: 'Trip to the Louvre',
  type: 'Authorization',
  contactInfo: ['Mobile'],
  questions: [
    { title: 'May your child come?', type: 'yes-no' },
    { title: 'Dietary needs, if any', type: 'free' },
  ],
};
type Notice = { subject: string; subjectId: number; content: string };

describe('forms the office builds and sends', () => {
  it('builds a two-question form and sends it to class 3B with a deadline: the Martin parents are asked for Hugo, once', async () => {
    const office = await t.as('office');
    const created = await office.post(formsStaffPaths.forms, form);
    expect(created.statusCode, created.body).toBe(200);
    formId = created.json().id;
    const audience = { kind: 'classes', ids: [t.school.classes.class3B] };
    const sent = await office.post(sendFormPath(formId), { audience, deadline: '2030-01-15' });
    expect(sent.json()).toEqual({ requested: 1, alreadyAsked: 0 });
    expect((await office.post(sendFormPath(formId), { audience, deadline: '2030-01-20' })).json()).toEqual({
      requested: 0,
      alreadyAsked: 1,
    });
    const mine = (await (await t.as('parent')).get('/api/form/my')).json() as { id: number; child: { id: number }; form: { id: number } }[];
    const request = mine.find((r) => r.form.id === formId);
    expect(request?.child.id).toBe(t.school.children.hugo);
    const answers = (await office.get(formAnswersPath(formId))).json();
    expect(answers.form).toMatchObject({ name: 'Trip to the Louvre', deadline: '2030-01-20', requested: 1, answered: 0 });
    expect(answers.pupils).toEqual([expect.objectContaining({ pupil: 'Hugo Martin', className: '3B', completed: false })]);
  });

  it('reminds the families who have not answered; the export holds the answer once given (UTF-8 with a BOM)', async () => {
    const office = await t.as('office');
    expect((await office.post(remindFormPath(formId), undefined)).json()).toEqual({ reminded: 1 });
    const parent = await t.as('parent');
    const notices = (await parent.get(apiPaths.notifications)).json() as Notice[];
    expect(notices.some((n) => n.content === 'Reminder: please complete Trip to the Louvre by 20 January 2030')).toBe(true);

    const request = ((await parent.get('/api/form/my')).json() as { id: number; form: { id: number } }[]).find(
      (r) => r.form.id === formId,
    )!;
    const answered = await parent.patch(`/api/form/${request.id}/send-data`, {
      contactInfo: { Mobile: '0612345678' },
      form: { 'question 0': 'Yes', 'question 1': '=HYPERLINK("x"), no nuts; "none" else' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await office.post(remindFormPath(formId), undefined)).json()).toEqual({ reminded: 0 });

    const csv = await office.get(exportFormPath(formId));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, row] = text.slice(1).split('\r\n');
    expect(header).toBe('Pupil,Class,Answered at,Mobile,May your child come?,"Dietary needs, if any"');
    // The answer's time on the school's clocks, as a spreadsheet reads it.
    expect(row).toMatch(/^Hugo Martin,3B,\d{4}-\d{2}-\d{2} \d{2}:\d{2},0612345678,Yes,"'=HYPERLINK\(""x""\), no nuts; ""none"" else"$/);
    const completedAt = (
      await t.db.selectFrom('form_requests').select('completed_at').where('form_id', '=', formId).executeTakeFirstOrThrow()
    ).completed_at!;
    expect(row?.split(',')[2]).toBe(`${todayIn(ZONE, new Date(completedAt))} ${zonedTimeOfDay(completedAt, ZONE)}`);

    // In French: the separator and the headers of a French spreadsheet.
    const french = await office.inject({ method: 'GET', url: exportFormPath(formId), headers: { 'accept-language': 'fr' } });
    const rows = parse(french.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['Élève', 'Classe', 'Répondu le', 'Portable', 'May your child come?', 'Dietary needs, if any']);
    expect(rows[1]?.slice(0, 2)).toEqual(['Hugo Martin', '3B']);

    // As a workbook: the same line, the time a real date holding the school's clock, a formula kept as text.
    const workbook = await office.get(exportFormXlsxPath(formId));
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-disposition']).toContain('Trip%20to%20the%20Louvre.xlsx');
    const [sheet] = await readXlsxFile(workbook.rawPayload);
    expect(sheet?.data[0]).toEqual(['Pupil', 'Class', 'Answered at', 'Mobile', 'May your child come?', 'Dietary needs, if any']);
    const [pupil, className, answeredAt, ...answers] = sheet?.data[1] ?? [];
    expect([pupil, className, ...answers]).toEqual(['Hugo Martin', '3B', '0612345678', 'Yes', '=HYPERLINK("x"), no nuts; "none" else']);
    const wall = `${todayIn(ZONE, new Date(completedAt))}T${zonedTimeOfDay(completedAt, ZONE)}:00.000Z`;
    // A workbook stores a day count as a float: a millisecond may be lost on the way back.
    expect(answeredAt).toBeInstanceOf(Date);
    expect(Math.abs((answeredAt as unknown as Date).getTime() - Date.parse(wall))).toBeLessThan(1000);
  });

  it('refuses a bad form or send, and anyone but the office, changing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    for (const body of [
      { ...form, name: '' },
      { ...form, questions: [] },
      { ...form, type: 'Party' },
      { ...form, questions: [form.questions[0], form.questions[0]] },
      { ...form, contactInfo: ['Shoe size'] },
    ]) {
      const response = await office.post(formsStaffPaths.forms, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await office.post(sendFormPath(formId), { audience: { kind: 'classes', ids: [999999] }, deadline: '2030-01-15' })).statusCode,
    ).toBe(400);
    expect((await office.post(sendFormPath(formId), { audience: { kind: 'school' }, deadline: '15/01/2030' })).statusCode).toBe(400);
    expect((await office.post(sendFormPath(999999), { audience: { kind: 'school' }, deadline: '2030-01-15' })).statusCode).toBe(404);
    expect((await office.get(exportFormPath(999999))).statusCode).toBe(404);
    expect((await (await t.as('teacher')).post(formsStaffPaths.forms, form)).statusCode).toBe(403);
    expect((await (await t.as('parent')).get(exportFormPath(formId))).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('changes a form nobody answered (the families asked read the new version), never an answered one; deletes one nobody was asked', async () => {
    const office = await t.as('office');
    const draft = { ...form, name: 'Choir trip' };
    const id = (await office.post(formsStaffPaths.forms, draft)).json().id as number;
    await office.post(sendFormPath(id), { audience: { kind: 'classes', ids: [t.school.classes.class3B] }, deadline: '2030-02-01' });
    const changed = {
      ...draft,
      contactInfo: [],
      questions: [{ title: 'Which day suits you?', type: 'multiple', choiceType: 'radio', choices: ['Monday', 'Friday'], required: true }],
    };
    expect((await office.patch(staffFormPath(id), changed)).statusCode).toBe(200);
    expect((await office.get(staffFormPath(id))).json()).toEqual({ id, ...changed, autoRemind: true, requested: 1, answered: 0 });
    // The Martin parent, asked for Hugo, opens the form as it is now.
    expect((await (await t.as('parent')).get(apiPaths.form(id))).body).toContain('Which day suits you?');

    // The form of the tests above has an answer: it stays as it was; a sent form cannot go.
    const before = await snapshotTables(t.db);
    const answered = await office.patch(staffFormPath(formId), changed);
    expect(answered.statusCode).toBe(409);
    expect(answered.json()).toEqual({ code: 'CONFLICT', message: 'Families have answered this form: it can no longer change' });
    expect((await office.patch(staffFormPath(id), { ...changed, questions: [] })).statusCode).toBe(400);
    expect((await office.patch(staffFormPath(999999), changed)).statusCode).toBe(404);
    const sent = await office.post(deleteFormPath(id), {});
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('Families were asked to fill in this form: it can no longer be deleted');
    expect((await (await t.as('teacher')).patch(staffFormPath(id), changed)).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);

    const mistake = (await office.post(formsStaffPaths.forms, { ...form, name: 'Made by mistake' })).json().id as number;
    expect((await office.post(deleteFormPath(mistake), {})).statusCode).toBe(200);
    expect((await office.get(staffFormPath(mistake))).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'form')
      .where('action', 'in', ['update', 'delete'])
      .where('entity_id', 'in', [id, mistake])
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, Number(row.entity_id)])).toEqual([
      ['update', id],
      ['delete', mistake],
    ]);
  });
});
