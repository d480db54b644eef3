import { exportFormPath, exportFormXlsxPath, formsStaffPaths, sendFormPath } from '@carnet/contract';
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/**
 * A form's contact fields and fixed choices are Carnet's words, not the office's: its export reads
 * them in the reader's language ('Civilité', 'Mme', 'Oui'), as the screen does, while the question
 * titles, the school's own choices and the families' answers stay as written.
 */
let t: TestContext;
let formId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const office = await t.as('office');
  const created = await office.post(formsStaffPaths.forms, {
    name: 'Sortie au Louvre',
    type: 'Authorization',
    contactInfo: ['Family tie', 'Civility', 'Firstname', 'Phone'],
    questions: [
      { title: 'Votre enfant peut-il venir ?', type: 'yes-no' },
      { title: 'Repas', type: 'multiple', choiceType: 'radio', choices: ['Yes', 'Panier'] },
    ],
  });
  expect(created.statusCode, created.body).toBe(200);
  formId = created.json().id;
  const sent = await office.post(sendFormPath(formId), {
    audience: { kind: 'classes', ids: [t.school.classes.class3B] },
    deadline: '2030-01-15',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const parent = await t.as('parent');
  const request = ((await parent.get('/api/form/my')).json() as { id: number; form: { id: number } }[]).find((r) => r.form.id === formId)!;
  const answered = await parent.patch(`/api/form/${request.id}/send-data`, {
    contactInfo: { familyTie: 'Mother', civility: 'Mrs.', Firstname: 'Other', Phone: '0144556677' },
    form: { 'question 0': 'Yes', 'question 1': 'Yes' },
  });
  expect(answered.statusCode, answered.body).toBe(200);
});
afterAll(async () => t.close());

const HEADER_EN = [
  'Pupil',
  'Class',
  'Answered at',
  'Family tie',
  'Civility',
  'Firstname',
  'Phone',
  'Votre enfant peut-il venir ?',
  'Repas',
];
const HEADER_FR = [
  'Élève',
  'Classe',
  'Répondu le',
  'Lien de parenté',
  'Civilité',
  'Prénom',
  'Téléphone',
  'Votre enfant peut-il venir ?',
  'Repas',
];

describe("a form's export in the reader's language", () => {
  it('names the contact fields and the fixed choices in French for a French reader, in CSV and in a workbook', async () => {
    const office = await t.as('office');
    const csv = await office.inject({ method: 'GET', url: exportFormPath(formId), headers: { 'accept-language': 'fr' } });
    const rows = parse(csv.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(HEADER_FR);
    // The family's first name 'Other' and the school's own choice 'Yes' are their words, not Carnet's.
    expect([...(rows[1]?.slice(0, 2) ?? []), ...(rows[1]?.slice(3) ?? [])]).toEqual([
      'Hugo Martin',
      '3B',
      'Mère',
      'Mme',
      'Other',
      '0144556677',
      'Oui',
      'Yes',
    ]);

    const workbook = await office.inject({ method: 'GET', url: exportFormXlsxPath(formId), headers: { 'accept-language': 'fr' } });
    const [sheet] = await readXlsxFile(workbook.rawPayload);
    expect(sheet?.data[0]).toEqual(HEADER_FR);
    expect(sheet?.data[1]?.slice(3)).toEqual(['Mère', 'Mme', 'Other', '0144556677', 'Oui', 'Yes']);
  });

  it('keeps the English words for an English reader', async () => {
    const office = await t.as('office');
    const csv = await office.inject({ method: 'GET', url: exportFormPath(formId), headers: { 'accept-language': 'en' } });
    const rows = parse(csv.rawPayload, { bom: true }) as string[][];
    expect(rows[0]).toEqual(HEADER_EN);
    expect(rows[1]?.slice(3)).toEqual(['Mother', 'Mrs.', 'Other', '0144556677', 'Yes', 'Yes']);
  });
});
