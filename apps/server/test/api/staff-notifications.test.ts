import { staffNotificationPaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailContextOf } from '../../src/mail/mail-context';
import { runDigest } from '../../src/modules/notifications/digest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { snapshotTables } from '../helpers/table-snapshot';
import { formId, formRequestId } from './forms-fixtures';

/** Staff accounts are told, as families are (decision 088): the office hears of every form a family sends back. */
const PUBLIC_URL = 'https://carnet.example.edu';
const FORM = 'Extracurricular activities';
let t: TestContext;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.db.updateTable('form_requests').set({ completed: 0, result_data: null, completed_at: null }).execute();
  // The demo's family requests told the office too: its bell starts empty here.
  await t.db.deleteFrom('notifications').where('subject', 'in', ['form returned', 'family request']).execute();
  await t.db.deleteFrom('jobs').where('kind', '=', 'email').execute();
  await t.db.deleteFrom('notification_preferences').execute();
  await t.db.updateTable('users').set({ language: null, deactivated_at: null }).execute();
  smtp.messages.length = 0;
});

const answers = {
  contactInfo: {
    familyTie: 'Mother',
    civility: 'Mrs.',
    Firstname: 'Camille',
    Lastname: 'Martin',
    'E-mail': 'parent@example.com',
    Mobile: '0612345678',
    Phone: '+33144556677',
    Address: '12 rue des Lilas, 75011 Paris',
  },
  form: { 'question 0': ['Theatre'], 'question 1': 'Tuesday', 'question 2': 'No', 'question 3': 'None' },
};

async function parentReturnsForm() {
  const id = await formRequestId(t.db, t.school.children.lea, FORM);
  const response = await (await t.as('parent')).patch(`/api/form/${id}/send-data`, answers);
  expect(response.statusCode, response.body).toBe(200);
}

const bellOf = async (account: 'office' | 'teacher') => (await (await t.as(account)).get(staffNotificationPaths.list)).json();

describe('the office is told when a family returns a form', () => {
  it("shows in the office's bell, unread, with the form's page; the teacher and the family are not told", async () => {
    await parentReturnsForm();
    const bell = await bellOf('office');
    expect(bell.unread).toBe(1);
    expect(bell.items).toEqual([
      {
        id: expect.any(Number),
        subject: 'form returned',
        content: `Léa Martin returned the form ${FORM}`,
        createdAt: expect.any(String),
        seen: false,
        link: String(await formId(t.db, FORM)),
      },
    ]);
    expect(await bellOf('teacher')).toEqual({ items: [], unread: 0 });
    const family = (await (await t.as('parent')).get('/api/notification')).json() as { subject: string }[];
    expect(family.map((n) => n.subject)).not.toContain('form returned');
  });

  it("says it in the office member's language", async () => {
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', t.school.users.office).execute();
    await parentReturnsForm();
    const office = await t.as('office');
    // The actor's language is read per request: the saved one applies at once.
    expect((await office.get(staffNotificationPaths.list)).json().items[0].content).toBe(`Formulaire ${FORM} rendu pour Léa Martin`);
  });

  it('tells no deactivated office account', async () => {
    await t.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', t.school.users.office).execute();
    await parentReturnsForm();
    const rows = await t.db.selectFrom('notifications').select('user_id').where('subject', '=', 'form returned').execute();
    expect(rows.map((r) => r.user_id)).not.toContain(t.school.users.office);
  });

  it('marks one read, then all; another account cannot mark it', async () => {
    await parentReturnsForm();
    const office = await t.as('office');
    const [item] = (await office.get(staffNotificationPaths.list)).json().items;
    const path = staffNotificationPaths.read.replace(':id', String(item.id));
    expect((await (await t.as('teacher')).post(path)).statusCode).toBe(404);
    expect((await (await t.as('parent')).post(path)).statusCode).toBe(403);
    expect((await office.get(staffNotificationPaths.list)).json().unread).toBe(1);
    expect((await office.post(path)).json()).toEqual({ success: true });
    expect((await office.get(staffNotificationPaths.list)).json()).toMatchObject({ unread: 0, items: [{ seen: true }] });
    await t.db.updateTable('notifications').set({ seen: 0 }).where('subject', '=', 'form returned').execute();
    expect((await office.post(staffNotificationPaths.readAll)).json()).toEqual({ success: true, count: 1 });
    expect((await office.get(staffNotificationPaths.list)).json().unread).toBe(0);
  });
});

describe('staff notification preferences', () => {
  it('are the bell only by default, and e-mail at once when chosen, with a button to the form', async () => {
    const office = await t.as('office');
    const path = staffNotificationPaths.preferences;
    expect((await office.get(path)).json()).toEqual({
      preferences: [
        { subject: 'form returned', channel: 'inApp' },
        // A family's message reaches whom it is written to by e-mail too (decision 102).
        { subject: 'staff message', channel: 'email' },
        // A family's report or leave request is read on the absences screen (decision 107).
        { subject: 'family request', channel: 'inApp' },
      ],
    });
    await parentReturnsForm();
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'email').execute()).toEqual([]);

    const saved = await office.put(path, { preferences: [{ subject: 'form returned', channel: 'email' }] });
    expect(saved.json()).toEqual({
      preferences: [
        { subject: 'form returned', channel: 'email' },
        { subject: 'staff message', channel: 'email' },
        { subject: 'family request', channel: 'inApp' },
      ],
    });
    await t.db.updateTable('form_requests').set({ completed: 0 }).execute();
    await parentReturnsForm();
    await t.app.jobs.runDue();
    const [mail] = await smtp.waitForCount(1);
    expect(mail?.to).toEqual(['office@example.com']);
    expect(mail?.text).toContain(`${PUBLIC_URL}/staff/forms/${await formId(t.db, FORM)}`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/staff/account`);
    // Staff subjects have no digest kind: the first one, unseen and never e-mailed, is in no digest.
    await runDigest(t.db, mailContextOf(t.app.deps));
    const toOffice = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'email')
      .where('user_id', '=', t.school.users.office)
      .execute();
    expect(toOffice).toHaveLength(1);
  });

  it("refuses a subject the account's role is not told of, and bad bodies, changing nothing", async () => {
    const teacher = await t.as('teacher');
    // A teacher is told of families' messages only (decision 102).
    expect((await teacher.get(staffNotificationPaths.preferences)).json()).toEqual({
      preferences: [{ subject: 'staff message', channel: 'email' }],
    });
    const before = await snapshotTables(t.db);
    const refused = await teacher.put(staffNotificationPaths.preferences, {
      preferences: [{ subject: 'form returned', channel: 'email' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Your account is not told of this kind of news.' });
    const office = await t.as('office');
    for (const body of [
      {},
      { preferences: [] },
      { preferences: [{ subject: 'form returned', channel: 'digest' }] },
      { preferences: [{ subject: 'report', channel: 'email' }] },
    ]) {
      const response = await office.put(staffNotificationPaths.preferences, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    expect((await (await t.as('parent')).get(staffNotificationPaths.preferences)).statusCode).toBe(403);
  });
});
