import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, eveningSchedulePath, eveningsPaths, todayIn } from '@carnet/contract';
import { apiAs } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { problemsInFrench, settled } from './support/page-problems';
import { signIn } from './support/session';
import { useOpenedPages } from './support/opened-pages';
import { useServerAndBrowser } from './support/setup';

/** The spec's English date, as notifications word a day (decision 095): '03 March 2026'. */
const specDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * Parents' evenings for staff (decision 070): the office creates an evening for 3B with Paul
 * Bernard; the Martin parent books him for Hugo on the family's booking screen; Paul Bernard finds Hugo
 * and his parents on his schedule, on a phone; the office reads the fill rate and moves the booking to
 * another slot. Every staff page axe-clean in English and French. The file's own server and database.
 */
const env = useServerAndBrowser();
/** Every page a test opened (a teacher's, a parent's, the office's): each closed after it, none with an error. */
const open = useOpenedPages(env, DESKTOP);

const EVENING = "3B parents' evening";
const today = () => todayIn('Europe/Paris');
// Two weeks ahead, less a day: before the demo's own open meeting (Hugo among its pupils, two weeks
// ahead), so the family's booking screen shows this evening's card first.
const eveningDate = () => addDays(today(), 13);

/** Screenshots for a person to look at (not kept): `EVENINGS_SHOTS=/tmp/evenings-shots npx vitest run …`. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.EVENINGS_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

async function theEvening() {
  const office = await apiAs(env.baseUrl, 'office');
  const evenings = await office.get<Array<{ id: number; name: string; teachers: Array<{ teacherId: number; teacher: string }> }>>(
    eveningsPaths.evenings,
  );
  const evening = evenings.find((e) => e.name === EVENING);
  const bernard = evening?.teachers.find((line) => line.teacher === 'Paul Bernard');
  if (!evening || !bernard) throw new Error(`no evening ${EVENING} with Paul Bernard`);
  return { office, id: evening.id, teacherId: bernard.teacherId };
}

/** Fills the office's new-evening form for 3B with Paul Bernard, 4:30 to 7 PM in 10-minute slots, and sends it. */
async function createEvening(page: Page, name: string, date: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New evening' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Start').fill('16:30');
  await form.getByLabel('End').fill('19:00');
  await form.getByLabel('Slot length (minutes)').fill('10');
  await form.getByLabel('Booking to').fill(addDays(date, -1));
  await form.getByRole('group', { name: 'Classes' }).getByLabel('3B').check();
  await form.getByRole('group', { name: 'Teachers (optional)' }).getByLabel('Paul Bernard').check();
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(eveningsPaths.evenings) && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Create the evening' }).click(),
  ]);
  expect(created.status()).toBe(200);
  await form.getByText(`${name} created: the families are told.`).waitFor();
}

const card = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: EVENING }) });
const slotAt = (page: Page, time: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByText(time, { exact: true }) })
    .first();

describe("parents' evenings", () => {
  it('the office creates an evening, the family books it, the teacher reads their schedule, the office moves the booking', async () => {
    const office = await open(DESKTOP);
    await signIn(office.page, env.baseUrl, 'office', '/staff');
    await office.page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: "Parents' evenings" }).click();
    await office.page.getByRole('heading', { level: 1, name: "Parents' evenings" }).waitFor();
    const form = office.page.getByRole('form', { name: 'New evening' });
    await form.getByRole('group', { name: 'Classes' }).getByLabel('3B').waitFor();
    await form.getByRole('group', { name: 'Teachers (optional)' }).getByLabel('Paul Bernard').waitFor();
    await settled(office.page);
    expect(await axeViolations(office.page)).toEqual([]);
    await shot(office.page, 'list-office-en-1280');

    // Nothing is sent before the form is complete; the first problem has the focus.
    await form.getByRole('button', { name: 'Create the evening' }).click();
    await form.getByText('A name is required.').waitFor();
    await form.getByText('Choose at least one class.').waitFor();
    expect(await form.getByLabel('Name').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await axeViolations(office.page)).toEqual([]);

    expect(await form.getByLabel('Booking from').inputValue()).toBe(today());
    await createEvening(office.page, EVENING, eveningDate());
    await card(office.page).getByText('0% booked').waitFor();
    await card(office.page).getByText('0 of 15 slots').waitFor();
    const { office: officeApi, id, teacherId } = await theEvening();

    // The Martin parent books Paul Bernard for Hugo on the family's booking screen.
    const family = await open(MOBILE);
    await signIn(family.page, env.baseUrl, 'parent', '/meetingsinfo');
    await family.page.getByRole('group', { name: 'Child' }).getByText('Hugo', { exact: true }).click();
    // Hugo's card for this evening, beside the demo's own open meeting: each open meeting has its own.
    const booking = family.page.getByRole('region', { name: EVENING });
    await booking.getByRole('list', { name: 'Teachers of Hugo' }).waitFor();
    await booking.getByLabel('Mathematics slot with Paul Bernard', { exact: true }).selectOption('16:30');
    await booking.getByRole('button', { name: 'MAKE APPOINTMENT' }).click();
    await family.page.getByText('Meeting booked successfully!').waitFor();

    // Paul Bernard, on his phone: the evening leads straight to his schedule, Hugo and his parents in it.
    const teacher = await open(MOBILE);
    await signIn(teacher.page, env.baseUrl, 'teacher', '/staff');
    await teacher.page.getByRole('button', { name: 'Open menu' }).click();
    await teacher.page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: "Parents' evenings" }).click();
    await card(teacher.page).getByText('1 of 15 slots').waitFor();
    expect(await teacher.page.getByRole('form', { name: 'New evening' }).count()).toBe(0);
    await settled(teacher.page);
    expect(await axeViolations(teacher.page)).toEqual([]);
    await shot(teacher.page, 'list-teacher-en-375');
    await card(teacher.page).getByRole('link', { name: EVENING }).click();
    await teacher.page.getByRole('heading', { level: 1, name: 'Schedule of Paul Bernard' }).waitFor();
    const hugo = slotAt(teacher.page, '4:30 PM');
    await hugo.getByRole('heading', { name: 'Hugo Martin' }).waitFor();
    await hugo.getByText('3B').first().waitFor();
    const parents = hugo.getByRole('list', { name: 'Parents of Hugo Martin' });
    expect(await parents.getByRole('link', { name: 'parent@example.com' }).getAttribute('href')).toBe('mailto:parent@example.com');
    await slotAt(teacher.page, '4:40 PM').getByText('Free', { exact: true }).waitFor();
    expect(await teacher.page.getByRole('button', { name: 'Move booking' }).count()).toBe(0);
    // The PDF to print opens in a new tab, fetched with the teacher's session.
    const [pdf] = await Promise.all([
      teacher.page.waitForResponse((r) => r.url().includes(`/api/staff/evenings/${id}/schedule.pdf`)),
      teacher.page.getByRole('button', { name: /^Print \(PDF\)/ }).click(),
    ]);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await settled(teacher.page);
    expect(await axeViolations(teacher.page)).toEqual([]);
    await shot(teacher.page, 'schedule-teacher-en-375');
    // The evening's own address takes a teacher to their schedule too.
    await teacher.page.goto(`/staff/evenings/${id}`);
    await teacher.page.waitForURL(`**/staff/evenings/${id}/teachers/${teacherId}`);

    // The office: the fill rate, then the booking moved to 4:50 PM.
    await card(office.page).getByRole('link', { name: EVENING }).click();
    await office.page.getByRole('heading', { level: 1, name: EVENING }).waitFor();
    const line = office.page.getByRole('list', { name: 'Teachers' }).getByRole('listitem').filter({ hasText: 'Paul Bernard' });
    await line.getByText('7% booked').waitFor();
    await line.getByText('1 of 15 slots').waitFor();
    await settled(office.page);
    expect(await axeViolations(office.page)).toEqual([]);
    await shot(office.page, 'evening-office-en-1280');
    await line.getByRole('link', { name: 'Schedule of Paul Bernard' }).click();
    await office.page.getByRole('heading', { level: 1, name: 'Schedule of Paul Bernard' }).waitFor();
    const move = office.page.getByRole('form', { name: 'Move the booking of Hugo Martin' });
    await settled(office.page);
    expect(await axeViolations(office.page)).toEqual([]);
    await move.getByLabel('Move to').selectOption('16:50');
    const [moved] = await Promise.all([
      office.page.waitForResponse((r) => r.url().includes(`/api/staff/evenings/${id}/bookings/`) && r.request().method() === 'POST'),
      move.getByRole('button', { name: 'Move booking' }).click(),
    ]);
    expect(moved.status()).toBe(200);
    await office.page.getByText("Hugo Martin's booking moved to 4:50 PM; the family is told.").waitFor();
    await slotAt(office.page, '4:50 PM').getByRole('heading', { name: 'Hugo Martin' }).waitFor();
    await slotAt(office.page, '4:30 PM').getByText('Free', { exact: true }).waitFor();
    await shot(office.page, 'schedule-office-en-1280');
    // A slot taken in the meantime (as the server answers a move that its unique indexes refuse): its words, in place.
    const refused = { code: 'SLOT_TAKEN', message: 'This slot is already taken, please choose another one' };
    await office.page.route('**/bookings/*/move', (route) => route.fulfill({ status: 409, json: refused }));
    await move.getByLabel('Move to').selectOption('17:00');
    await move.getByRole('button', { name: 'Move booking' }).click();
    await move.getByRole('alert').getByText(refused.message).waitFor();
    expect(await office.page.getByText("Hugo Martin's booking moved to 4:50 PM; the family is told.").count()).toBe(0);
    expect(await axeViolations(office.page)).toEqual([]);
    await office.page.unroute('**/bookings/*/move');
    const schedule = await officeApi.get<{ slots: Array<{ time: string; booking: { pupil: string } | null }> }>(
      eveningSchedulePath(id, teacherId),
    );
    expect(schedule.slots.filter((slot) => slot.booking).map((slot) => [slot.time, slot.booking?.pupil])).toEqual([
      ['16:50', 'Hugo Martin'],
    ]);
  });

  // Reads what the test above wrote on this file's server (they run in order).
  it('reads in French, axe-clean and without English: the teacher on a phone, the office at both widths', async () => {
    const english = englishOnlySentences();
    const { id, teacherId } = await theEvening();
    const teacher = await open(MOBILE, 'fr-FR');
    await signIn(teacher.page, env.baseUrl, 'teacher', '/staff/evenings');
    await teacher.page.getByRole('heading', { level: 1, name: 'Réunions parents-professeurs' }).waitFor();
    await card(teacher.page).getByText('1 sur 15 créneaux').waitFor();
    await settled(teacher.page);
    expect(await problemsInFrench(teacher.page, 'evenings 375px', english)).toEqual([]);
    await shot(teacher.page, 'list-teacher-fr-375');
    await card(teacher.page).getByRole('link', { name: EVENING }).click();
    await teacher.page.getByRole('heading', { level: 1, name: 'Planning de Paul Bernard' }).waitFor();
    await slotAt(teacher.page, '16:50').getByRole('heading', { name: 'Hugo Martin' }).waitFor();
    await settled(teacher.page);
    expect(await problemsInFrench(teacher.page, 'schedule 375px', english)).toEqual([]);
    await shot(teacher.page, 'schedule-teacher-fr-375');

    for (const viewport of [MOBILE, DESKTOP]) {
      const where = `${viewport.width}px`;
      const office = await open(viewport, 'fr-FR');
      await signIn(office.page, env.baseUrl, 'office', '/staff/evenings');
      await office.page.getByRole('form', { name: 'Nouvelle réunion' }).getByLabel('3B').waitFor();
      await settled(office.page);
      expect(await problemsInFrench(office.page, `evenings ${where}`, english)).toEqual([]);
      await shot(office.page, `list-office-fr-${viewport.width}`);
      await office.page.goto(`/staff/evenings/${id}`);
      await office.page.getByRole('heading', { level: 1, name: EVENING }).waitFor();
      await office.page
        .getByRole('region', { name: 'Taux de remplissage global' })
        .getByText(/^Rempli à 7\s%$/)
        .waitFor();
      await settled(office.page);
      expect(await problemsInFrench(office.page, `evening ${where}`, english)).toEqual([]);
      await shot(office.page, `evening-office-fr-${viewport.width}`);
      await office.page.goto(`/staff/evenings/${id}/teachers/${teacherId}`);
      await office.page.getByRole('form', { name: 'Déplacer le rendez-vous de Hugo Martin' }).waitFor();
      await settled(office.page);
      expect(await problemsInFrench(office.page, `schedule ${where}`, english)).toEqual([]);
      await shot(office.page, `schedule-office-fr-${viewport.width}`);
    }
  });

  it('the office moves an evening nobody booked, then deletes it; a booked evening keeps its date and cannot be deleted', async () => {
    const SPARE = 'Spare evening';
    const office = await open(MOBILE);
    await signIn(office.page, env.baseUrl, 'office', '/staff/evenings');
    await office.page.getByRole('form', { name: 'New evening' }).getByLabel('3B').waitFor();
    await createEvening(office.page, SPARE, addDays(today(), 20));
    const spare = office.page.getByRole('listitem').filter({ has: office.page.getByRole('link', { name: SPARE }) });
    await spare.getByRole('link', { name: SPARE }).click();
    await office.page.getByRole('heading', { level: 1, name: SPARE }).waitFor();
    await office.page.getByRole('button', { name: 'Change the evening' }).click();
    const form = office.page.getByRole('form', { name: 'Change the evening' });
    await form.getByText('Nobody has booked yet: a new date or new hours are sent to the families.').waitFor();
    await form.getByLabel('Date').fill(addDays(today(), 21));
    await form.getByLabel('Start').fill('17:00');
    await settled(office.page);
    expect(await axeViolations(office.page)).toEqual([]);
    await shot(office.page, 'change-office-en-375');
    await form.getByRole('button', { name: 'Save the changes' }).click();
    await form.getByText('Changes saved.').waitFor();
    await office.page.getByText(/5:00\s?PM – 7:00\s?PM/).waitFor();
    const parent = await apiAs(env.baseUrl, 'parent');
    expect((await parent.notifications()).map((n) => n.content)).toContain(
      `${SPARE}: the meetings are now on ${specDate(addDays(today(), 21))}, 17:00 to 19:00.`,
    );
    await form.getByRole('button', { name: 'Close' }).click();

    await office.page.getByRole('button', { name: `Delete ${SPARE}` }).click();
    await office.page.getByText(`Delete ${SPARE}?`).waitFor();
    expect(await axeViolations(office.page)).toEqual([]);
    await office.page.getByRole('button', { name: 'Yes, delete' }).click();
    await office.page.getByRole('heading', { level: 1, name: "Parents' evenings" }).waitFor();
    await office.page.getByRole('link', { name: EVENING }).waitFor();
    expect(await office.page.getByRole('link', { name: SPARE }).count()).toBe(0);

    // The booked evening: no delete, and its date cannot change.
    const { id } = await theEvening();
    await office.page.goto(`/staff/evenings/${id}`);
    await office.page.getByRole('heading', { level: 1, name: EVENING }).waitFor();
    expect(await office.page.getByRole('button', { name: `Delete ${EVENING}` }).count()).toBe(0);
    await office.page.getByRole('button', { name: 'Change the evening' }).click();
    const booked = office.page.getByRole('form', { name: 'Change the evening' });
    expect(await booked.getByLabel('Date').isDisabled()).toBe(true);
    expect(await booked.getByLabel('Booking to').isDisabled()).toBe(false);
  });
});
