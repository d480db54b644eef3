import { addDays, apiPaths, formsStaffPaths, sendFormPath, staffFormPath, type TFormRequest, zonedInstant } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { wordNotice } from '../../src/i18n/notices';

const ZONE = 'Europe/Paris';
const today = schoolToday();
const at = (dayOffset: number, time: string) => new Date(zonedInstant(addDays(today, dayOffset), time, ZONE));
const DEADLINE_IN = 6;
const deadline = addDays(today, DEADLINE_IN);

let t: TestContext;
/** The app's clock: the tests walk it through the mornings the reminder sweep runs. */
let clock = at(0, '10:00');

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => t.close());

const form = (name: string, autoRemind?: boolean) => ({
  name,
  type: 'Authorization',
  contactInfo: [],
  questions: [{ title: 'May your child come?', type: 'yes-no' }],
  ...(autoRemind === undefined ? {} : { autoRemind }),
});

/** A deadline as an English notification says it (the spec's day: '04 December 2026'). */
const spoken = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );

/** The form notifications of each demo parent, by their text. */
async function formNotices(formName: string) {
  const rows = await t.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select(['users.email', 'notifications.kind', 'notifications.params'])
    .where('notifications.subject', '=', 'form')
    .orderBy('notifications.id')
    .execute();
  // Worded as an English reader reads them (decision 095); this form's only.
  return rows
    .map((r) => ({ email: r.email, content: wordNotice(r.kind, r.params, 'en') }))
    .filter((r) => r.content.includes(formName))
    .map((r) => `${r.email}: ${r.content}`);
}

async function walkTo(dayOffset: number) {
  clock = at(dayOffset, '09:00');
  await t.app.jobs.runDue();
}

let reminded: number;
let silent: number;

describe('form deadlines', () => {
  it('sends two forms to Hugo and Noah: the notification and the family answer name the deadline; the office reads the switch', async () => {
    const office = await t.as('office');
    reminded = (await office.post(formsStaffPaths.forms, form('Museum trip'))).json().id;
    silent = (await office.post(formsStaffPaths.forms, form('Choir survey', false))).json().id;
    const audience = { kind: 'pupils', ids: [t.school.children.hugo, t.school.children.noah] };
    for (const id of [reminded, silent]) expect((await office.post(sendFormPath(id), { audience, deadline })).statusCode).toBe(200);

    expect((await office.get(staffFormPath(reminded))).json()).toMatchObject({ autoRemind: true });
    expect((await office.get(staffFormPath(silent))).json()).toMatchObject({ autoRemind: false });
    expect(await formNotices('Museum trip')).toEqual([
      `parent@example.com: New form to complete: Museum trip, by ${spoken(deadline)}`,
      `parent2@example.com: New form to complete: Museum trip, by ${spoken(deadline)}`,
    ]);
    const mine = (await (await t.as('parent')).get(apiPaths.myForms)).json() as TFormRequest[];
    expect(mine.find((r) => r.form.id === reminded)).toMatchObject({ deadline, completed: false });
    // A form sent without a deadline (the demo's) answers null, not a missing field.
    expect(mine.find((r) => r.form.id !== reminded && r.form.id !== silent)).toHaveProperty('deadline', null);
  });

  it('reminds, two days before the deadline, only the family that has not answered, once; never for a form turned off', async () => {
    const parent2 = await t.as('parent2');
    const noahsRequest = ((await parent2.get(apiPaths.myForms)).json() as TFormRequest[]).find((r) => r.form.id === reminded)!;
    const answered = await parent2.patch(apiPaths.sendForm(noahsRequest.id), { contactInfo: {}, form: { 'question 0': 'Yes' } });
    expect(answered.statusCode, answered.body).toBe(200);

    await walkTo(DEADLINE_IN - 3);
    expect(await formNotices('Reminder')).toEqual([]);

    await walkTo(DEADLINE_IN - 2);
    expect(await formNotices('Reminder')).toEqual([`parent@example.com: Reminder: please complete Museum trip by ${spoken(deadline)}`]);

    await walkTo(DEADLINE_IN - 1);
    await walkTo(DEADLINE_IN);
    await walkTo(DEADLINE_IN + 1);
    expect(await formNotices('Reminder')).toHaveLength(1);
  });

  it('lets the office turn the reminder off and on again while changing a form nobody answered', async () => {
    const office = await t.as('office');
    const id = (await office.post(formsStaffPaths.forms, form('Lunch survey'))).json().id as number;
    expect((await office.patch(staffFormPath(id), form('Lunch survey', false))).statusCode).toBe(200);
    expect((await office.get(formsStaffPaths.forms)).json()).toContainEqual(expect.objectContaining({ id, autoRemind: false }));
    expect((await office.patch(staffFormPath(id), { ...form('Lunch survey'), autoRemind: 'no' })).statusCode).toBe(400);
    expect((await office.get(staffFormPath(id))).json()).toMatchObject({ autoRemind: false });
  });
});
