import { absenceReasonPath, formsStaffPaths, staffPaths, type TAuditEntry } from '@carnet/contract';
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRegistryEntry } from '../../src/modules/registry/registry.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

let t: TestContext;
let absenceId: number;
beforeAll(async () => {
  t = await buildTestApp();
  // Léa was absent on the morning of 26 November, 09:00 on the school's clocks (Paris, UTC+1).
  absenceId = await addRegistryEntry(t.db, { childId: t.school.children.lea, date: '2026-11-26T08:00:00.000Z', statut: 'ABSENT' });
  const office = await t.as('office');
  expect((await office.post(absenceReasonPath(absenceId), { reason: "Doctor's certificate", excused: true })).statusCode).toBe(200);
  const form = {
    name: 'Museum trip',
    type: 'Authorization',
    contactInfo: [],
    questions: [{ title: 'May your child come?', type: 'yes-no' }],
  };
  expect((await office.post(formsStaffPaths.forms, form)).statusCode).toBe(200);
});
afterAll(async () => t.close());

const read = async (query: string, language: 'en' | 'fr') => {
  const office = await t.as('office');
  const response = await office.inject({ method: 'GET', url: `${staffPaths.audit}?${query}`, headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries as TAuditEntry[];
};

describe('the audit log as a secretary reads it', () => {
  it('says each line as one sentence with names, and the changed fields with their labels, in English', async () => {
    const [excused] = await read(`pupilId=${t.school.children.lea}&action=update`, 'en');
    expect(excused?.sentence).toBe("Nadia Roux excused Léa Martin's absence of 26 November");
    expect(excused?.changes).toEqual([
      { field: 'reason', label: 'Reason', before: null, after: "Doctor's certificate" },
      { field: 'excused', label: 'Excused', before: 'No', after: 'Yes' },
    ]);
    const [created] = await read('action=create', 'en');
    expect(created?.sentence).toBe('Nadia Roux created the form “Museum trip”');
  });

  it('and in French', async () => {
    const [excused] = await read(`pupilId=${t.school.children.lea}&action=update`, 'fr');
    expect(excused?.sentence).toBe('Nadia Roux a justifié l’absence de Léa Martin du 26 novembre');
    expect(excused?.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Motif', null, "Doctor's certificate"],
      ['Justifiée', 'Non', 'Oui'],
    ]);
    const [created] = await read('action=create', 'fr');
    expect(created?.sentence).toBe('Nadia Roux a créé le formulaire «\u202fMuseum trip\u202f»');
  });

  it('filters by action; refuses an unknown action or format with 400, changing nothing', async () => {
    expect((await read('action=create', 'en')).map((e) => e.action)).toEqual(['create']);
    expect(await read('action=purge', 'en')).toEqual([]);
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    for (const url of [`${staffPaths.audit}?action=excuse`, `${staffPaths.auditExport}?format=pdf`, staffPaths.auditExport]) {
      const response = await office.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await (await t.as('teacher')).get(`${staffPaths.auditExport}?format=csv`)).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('the audit log for a spreadsheet', () => {
  const exported = async (query: string, language: 'en' | 'fr') => {
    const office = await t.as('office');
    const url = `${staffPaths.auditExport}?${query}`;
    const response = await office.inject({ method: 'GET', url, headers: { 'accept-language': language } });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('exports the filtered lines as a workbook: headers in English, the time a date on the school’s clocks', async () => {
    const response = await exported(`format=xlsx&pupilId=${t.school.children.lea}&action=update`, 'en');
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('Audit log.xlsx');
    const [sheet] = await readXlsxFile(response.rawPayload);
    expect(sheet?.sheet).toBe('Audit log');
    const [header, line, ...rest] = sheet?.data ?? [];
    expect(header).toEqual(['When', 'Who', 'Pupil', 'What was done', 'Changes']);
    expect(rest).toEqual([]);
    expect(line?.slice(1)).toEqual([
      'Nadia Roux',
      'Léa Martin',
      "Nadia Roux excused Léa Martin's absence of 26 November",
      "Reason: – → Doctor's certificate\nExcused: No → Yes",
    ]);
    expect(line?.[0]).toBeInstanceOf(Date);
  });

  it('exports CSV with the French separator and headers; the time read on the school’s clocks', async () => {
    const response = await exported(`format=csv&action=update&pupilId=${t.school.children.lea}`, 'fr');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(response.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['Quand', 'Qui', 'Élève', 'Ce qui a été fait', 'Modifications']);
    expect(rows[1]?.slice(1, 4)).toEqual(['Nadia Roux', 'Léa Martin', 'Nadia Roux a justifié l’absence de Léa Martin du 26 novembre']);
    expect(rows[1]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const english = parse((await exported('format=csv&action=create', 'en')).rawPayload, { bom: true, delimiter: ',' }) as string[][];
    expect(english[0]).toEqual(['When', 'Who', 'Pupil', 'What was done', 'Changes']);
    expect(english[1]?.[3]).toBe('Nadia Roux created the form “Museum trip”');
  });
});
