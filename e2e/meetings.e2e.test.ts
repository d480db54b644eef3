import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from './support/api';
import { type TestPage, openPage, requestsSentSoFar } from './support/browser';
import { meetingsApiAs } from './support/meetings';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async () => (current = await openPage(env.browser, env.baseUrl));
const openInFrench = async () => (current = await openPage(env.browser, env.baseUrl, undefined, { locale: 'fr-FR' }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

const picker = (page: Page, subject: string, teacher: string) => page.getByLabel(`${subject} slot with ${teacher}`, { exact: true });
/** The disabled options' texts: the time, then why it cannot be chosen ('5:00 PM — taken'). */
const disabledOptions = (page: Page, subject: string, teacher: string) =>
  picker(page, subject, teacher).evaluate((select: HTMLSelectElement) =>
    Array.from(select.options)
      .filter((o) => o.disabled)
      .map((o) => o.text),
  );
/** The disabled times alone. */
const disabledTimes = async (page: Page, subject: string, teacher: string) =>
  (await disabledOptions(page, subject, teacher)).map((text) => text.split(' — ')[0]);
const row = (page: Page, teacher: string) => page.getByRole('listitem').filter({ hasText: teacher });

const pickChild = (page: Page, name: string) => page.getByRole('group', { name: 'Child' }).getByText(name, { exact: true }).click();

/** The booking screen for one of the account's children, once its teachers are listed. */
async function openBooking(page: Page, account: 'parent' | 'parent2', child?: string) {
  await signIn(page, env.baseUrl, account, '/meetingsinfo');
  if (child) await pickChild(page, child);
  await page.getByRole('list', { name: `Teachers of ${child ?? 'Noah'}` }).waitFor();
}

describe('/meetings', () => {
  it('announces open meetings with the date of the first one and leads to the booking screen', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/meetings');
    const [first] = await (await meetingsApiAs(env.baseUrl, 'parent')).openMeetings();
    const date = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${first?.date}T00:00:00Z`),
    );
    await page.getByRole('heading', { name: `Meetings are open and scheduled for ${date}` }).waitFor();
    expect(await page.getByText('Meetings are closed').count()).toBe(0);
    await page.getByRole('link', { name: 'Make an appointment' }).click();
    await page.waitForURL('**/meetingsinfo');
    await page.getByRole('list', { name: 'Teachers of Léa' }).waitFor();
  });
});

describe('/meetingsinfo', () => {
  it('lists only the children with an open meeting, the first one selected', async () => {
    const { page, context } = await open();
    const api = await meetingsApiAs(env.baseUrl, 'parent');
    const hugoOnly = (await api.openMeetings()).filter((meeting) => meeting.child.id === 2);
    await context.route('**/api/meeting/open', (route) => route.fulfill({ json: hugoOnly }));
    await signIn(page, env.baseUrl, 'parent', '/meetingsinfo');
    await page.getByRole('list', { name: 'Teachers of Hugo' }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
  });

  it("shows the meeting, its registration window and the seeded bookings' disabled slots", async () => {
    const { page } = await open();
    await openBooking(page, 'parent', 'Léa');
    expect(await page.getByRole('radio', { name: 'Léa' }).isChecked()).toBe(true);
    await page.getByRole('heading', { name: 'Parent-teacher meetings, first term' }).waitFor();
    await page.getByText(/^Meetings are open from \d{2} \w+ \d{4} to \d{2} \w+ \d{4}$/).waitFor();
    await page.getByText('There are still 6 unbooked meetings. You can book them anytime below:').waitFor();
    // Noah has Mr Bernard at 4:30 PM; Hugo, of the same family, has an appointment at 5:00 PM.
    expect(await disabledTimes(page, 'Mathematics', 'Paul Bernard')).toEqual(['4:30 PM', '5:00 PM']);
    expect(await disabledTimes(page, 'English', 'Emma Smith')).toEqual(['5:00 PM']);
    expect(await disabledTimes(page, 'Sciences', 'Sophie Laurent')).toEqual(['5:00 PM', '5:10 PM']);
    const times = await picker(page, 'English', 'Emma Smith').evaluate((select: HTMLSelectElement) =>
      Array.from(select.options).map((o) => o.text),
    );
    expect(times).toHaveLength(16);
    expect(times.slice(0, 3)).toEqual(['Select a slot', '4:30 PM', '4:40 PM']);
    expect(times.at(-1)).toBe('6:50 PM');
    await pickChild(page, 'Hugo');
    await row(page, 'Claire Petit').getByText('5:00 PM').waitFor();
    await row(page, 'Claire Petit')
      .getByRole('button', { name: /^Cancel/ })
      .waitFor();
  });

  it("shows each teacher's picture, and the default avatar when a picture fails", async () => {
    const { page, context } = await open();
    await openBooking(page, 'parent', 'Léa');
    await expect
      .poll(() =>
        row(page, 'Paul Bernard')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await context.route('**/api/picture/teacher/*', (route) =>
      route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'gone' } }),
    );
    const second = await context.newPage();
    await second.goto('/meetingsinfo');
    await second.getByRole('list', { name: 'Teachers of Léa' }).waitFor();
    await row(second, 'Paul Bernard').getByText('PB', { exact: true }).waitFor();
    expect(await row(second, 'Paul Bernard').locator('img').count()).toBe(0);
  });

  it('disables a time chosen for one subject in the other pickers; a new choice replaces it', async () => {
    const { page } = await open();
    await openBooking(page, 'parent', 'Léa');
    await picker(page, 'Mathematics', 'Paul Bernard').selectOption('16:40');
    expect(await disabledTimes(page, 'French', 'Claire Petit')).toEqual(['4:40 PM', '5:00 PM']);
    await picker(page, 'Mathematics', 'Paul Bernard').selectOption('16:50');
    expect(await disabledTimes(page, 'French', 'Claire Petit')).toEqual(['4:50 PM', '5:00 PM']);
  });

  it("says 'Please select a time slot.' and calls nothing when no slot is chosen", async () => {
    const { page } = await open();
    await openBooking(page, 'parent', 'Léa');
    const bookCalls: string[] = [];
    page.on('request', (request) => (request.url().endsWith('/api/meeting/book') ? bookCalls.push(request.url()) : undefined));
    await page.getByRole('button', { name: 'MAKE APPOINTMENT' }).click();
    await page.getByText('Please select a time slot.').waitFor();
    await requestsSentSoFar(page);
    expect(bookCalls).toEqual([]);
  });

  it('books two subjects for Léa, shows them booked, and cancels one', async () => {
    const { page } = await open();
    const api = await meetingsApiAs(env.baseUrl, 'parent');
    await openBooking(page, 'parent', 'Léa');
    await picker(page, 'French', 'Claire Petit').selectOption('16:40');
    await picker(page, 'English', 'Emma Smith').selectOption('16:50');
    await page.getByRole('button', { name: 'MAKE APPOINTMENT' }).click();
    await page.getByText('Meeting booked successfully!').waitFor();
    await row(page, 'Claire Petit').getByText('4:40 PM').waitFor();
    await row(page, 'Emma Smith').getByText('4:50 PM').waitFor();
    await page.getByText('There are still 4 unbooked meetings. You can book them anytime below:').waitFor();
    const [meeting] = await api.openMeetings();
    const leaSlots = async () =>
      (await api.info(meeting?.meetingId ?? 0)).usedSlots.filter((slot) => slot.pupil === 1).map((slot) => slot.time);
    expect(await leaSlots()).toEqual(['16:40', '16:50']);
    // Léa's own times are now taken for her other teachers too.
    expect(await disabledTimes(page, 'Mathematics', 'Paul Bernard')).toEqual(['4:30 PM', '4:40 PM', '4:50 PM', '5:00 PM']);

    await row(page, 'Emma Smith')
      .getByRole('button', { name: /^Cancel/ })
      .click();
    await page.getByText('Meeting canceled successfully!').waitFor();
    await picker(page, 'English', 'Emma Smith').waitFor();
    await page.getByText('There are still 5 unbooked meetings. You can book them anytime below:').waitFor();
    await eventually(async () => (await leaSlots()).join() === '16:40');
    expect((await api.cancel(await api.entry(1, 'French', '16:40'))).status).toBe(200);
  });

  it("shows another family's new booking as taken for the Martins", async () => {
    const noahPage = await open();
    await openBooking(noahPage.page, 'parent2');
    await picker(noahPage.page, 'French', 'Claire Petit').selectOption('17:20');
    await noahPage.page.getByRole('button', { name: 'MAKE APPOINTMENT' }).click();
    await noahPage.page.getByText('Meeting booked successfully!').waitFor();
    await row(noahPage.page, 'Claire Petit').getByText('5:20 PM').waitFor();
    await noahPage.context.close();

    const { page } = await open();
    await openBooking(page, 'parent', 'Léa');
    expect(await disabledTimes(page, 'French', 'Claire Petit')).toContain('5:20 PM');
    // Another family's appointment with another teacher leaves that time free for Léa.
    expect(await disabledTimes(page, 'Mathematics', 'Paul Bernard')).not.toContain('5:20 PM');
  });

  it('refetches after a refused booking: a slot taken a second earlier shows as taken and can be chosen again', async () => {
    const { page } = await open();
    await openBooking(page, 'parent', 'Léa');
    await picker(page, 'English', 'Emma Smith').selectOption('17:30');
    const dubois = await meetingsApiAs(env.baseUrl, 'parent2');
    expect((await dubois.book([await dubois.entry(3, 'English', '17:30')])).status).toBe(200);
    await page.getByRole('button', { name: 'MAKE APPOINTMENT' }).click();
    await page.getByText("Error during meeting's booking").waitFor();
    await page.getByText('This slot is already taken for this teacher, please choose another one').waitFor();
    // The parent moves on to the picker; the toast, no longer hovered, leaves the button free.
    await page.mouse.move(0, 0);
    await page.getByText("Error during meeting's booking").waitFor({ state: 'hidden' });
    await expect.poll(() => disabledTimes(page, 'English', 'Emma Smith')).toContain('5:30 PM');
    expect(await picker(page, 'English', 'Emma Smith').inputValue()).toBe('');
    await picker(page, 'English', 'Emma Smith').selectOption('17:40');
    await page.getByRole('button', { name: 'MAKE APPOINTMENT' }).click();
    await page.getByText('Meeting booked successfully!').waitFor();
    await row(page, 'Emma Smith').getByText('5:40 PM').waitFor();
  });

  it('never gives the family two appointments at once: booked times are disabled for the other child, and the server refuses them', async () => {
    const { page } = await open();
    await openBooking(page, 'parent', 'Hugo');
    await picker(page, 'English', 'Emma Smith').selectOption('18:00');
    await page.getByRole('button', { name: 'MAKE APPOINTMENT' }).click();
    await page.getByText('Meeting booked successfully!').waitFor();
    await pickChild(page, 'Léa');
    await page.getByRole('list', { name: 'Teachers of Léa' }).waitFor();
    for (const [subject, teacher] of [
      ['Mathematics', 'Paul Bernard'],
      ['French', 'Claire Petit'],
      ['History-Geography', 'Julien Moreau'],
    ]) {
      expect(await disabledTimes(page, subject ?? '', teacher ?? '')).toContain('6:00 PM');
    }
    const api = await meetingsApiAs(env.baseUrl, 'parent');
    const refused = await api.book([await api.entry(1, 'History-Geography', '18:00')]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Your family already has an appointment at this time');
  });

  it("keeps Léa's picks while the parent books nothing and looks at Hugo, and holds their times for Hugo", async () => {
    const { page } = await open();
    await openBooking(page, 'parent', 'Léa');
    await picker(page, 'Mathematics', 'Paul Bernard').selectOption('18:40');
    await picker(page, 'French', 'Claire Petit').selectOption('18:50');

    await pickChild(page, 'Hugo');
    await page.getByRole('list', { name: 'Teachers of Hugo' }).waitFor();
    expect(await disabledOptions(page, 'Mathematics', 'Paul Bernard')).toEqual(
      expect.arrayContaining(['6:40 PM — already chosen for Léa', '6:50 PM — already chosen for Léa']),
    );
    await picker(page, 'Mathematics', 'Paul Bernard').selectOption('18:20');

    await pickChild(page, 'Léa');
    await page.getByRole('list', { name: 'Teachers of Léa' }).waitFor();
    expect(await picker(page, 'Mathematics', 'Paul Bernard').inputValue()).toBe('18:40');
    expect(await picker(page, 'French', 'Claire Petit').inputValue()).toBe('18:50');
    expect(await disabledOptions(page, 'History-Geography', 'Julien Moreau')).toContain('6:20 PM — already chosen for Hugo');
    await pickChild(page, 'Hugo');
    await page.getByRole('list', { name: 'Teachers of Hugo' }).waitFor();
    expect(await picker(page, 'Mathematics', 'Paul Bernard').inputValue()).toBe('18:20');
  });

  it('tells a screen reader why a slot is greyed out: a family appointment, or the teacher taken', async () => {
    const { page } = await open();
    await openBooking(page, 'parent', 'Léa');
    const maths = picker(page, 'Mathematics', 'Paul Bernard');
    // Hugo, of the same family, has an appointment at 5:00 PM; Noah's family has Mr Bernard at 4:30 PM.
    const clash = maths.getByRole('option', { name: '5:00 PM — your family already has an appointment', exact: true });
    expect(await clash.isDisabled()).toBe(true);
    expect(await maths.getByRole('option', { name: '4:30 PM — taken', exact: true }).isDisabled()).toBe(true);
    // What assistive technology is given: the picker's name, and each option with its reason and state.
    const tree = await maths.ariaSnapshot();
    expect(tree).toContain('combobox "Mathematics slot with Paul Bernard"');
    expect(tree).toMatch(/option "5:00 PM — your family already has an appointment" \[disabled\]/);
    expect(tree).toMatch(/option "4:40 PM"(?! \[disabled\])/);
  });

  it('says nothing of a refused batch was booked, and keeps the other picks', async () => {
    const { page } = await open();
    const martin = await meetingsApiAs(env.baseUrl, 'parent');
    const [meeting] = await martin.openMeetings();
    await openBooking(page, 'parent', 'Léa');
    await picker(page, 'History-Geography', 'Julien Moreau').selectOption('18:20');
    await picker(page, 'French', 'Claire Petit').selectOption('18:30');
    // Another family takes Mr Moreau at 6:20 PM a second before.
    const dubois = await meetingsApiAs(env.baseUrl, 'parent2');
    expect((await dubois.book([await dubois.entry(3, 'History-Geography', '18:20')])).status).toBe(200);
    await page.getByRole('button', { name: 'MAKE APPOINTMENT' }).click();
    await page.getByText("Error during meeting's booking").waitFor();
    await page
      .getByText('This slot is already taken for this teacher, please choose another one. None of the 2 selected slots were booked.')
      .waitFor();
    await expect.poll(() => disabledOptions(page, 'History-Geography', 'Julien Moreau')).toContain('6:20 PM — taken');
    expect(await picker(page, 'History-Geography', 'Julien Moreau').inputValue()).toBe('');
    expect(await picker(page, 'French', 'Claire Petit').inputValue()).toBe('18:30');
    const leaSlots = (await martin.info(meeting?.meetingId ?? 0)).usedSlots.filter((slot) => slot.pupil === 1).map((slot) => slot.time);
    expect(leaSlots).not.toContain('18:30');
  });

  it('speaks French: 24-hour slots with their reasons, the registration window, the count', async () => {
    const { page } = await openInFrench();
    await signIn(page, env.baseUrl, 'parent', '/meetingsinfo');
    await page.getByRole('list', { name: 'Professeurs de Léa' }).waitFor();
    await page
      .getByText(/^Les prises de rendez-vous sont ouvertes du (1er|\d{1,2}) [a-zéû]+\.? \d{4} au (1er|\d{1,2}) [a-zéû]+\.? \d{4}$/)
      .waitFor();
    await page.getByText(/^Il reste \d+ rendez-vous à prendre\. Vous pouvez les réserver à tout moment ci-dessous\u00a0:$/).waitFor();
    const maths = page.getByLabel('Créneau avec Paul Bernard (Mathematics)', { exact: true });
    const texts = await maths.evaluate((select: HTMLSelectElement) => Array.from(select.options).map((o) => o.text));
    expect(texts.slice(0, 2)).toEqual(['Choisir un créneau', '16:30 — déjà pris']);
    expect(texts).toContain('17:00 — votre famille a déjà un rendez-vous');
    expect(texts.at(-1)).toBe('18:50');
    await page.getByRole('button', { name: 'PRENDRE RENDEZ-VOUS' }).waitFor();
  });

  it('sends a student to /unauthorized', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student');
    for (const path of ['/meetings', '/meetingsinfo']) {
      await page.goto('/');
      await page.goto(path);
      await page.waitForURL(`${env.baseUrl}/unauthorized`);
      await page.getByText('Sorry, you do not have the necessary permissions to access this page.').waitFor();
    }
  });
});
