import { downloadedBytes } from './support/documents';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import { apiAs } from './support/api';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

// Tokens that outlive a browser clock set a few days ahead (the school's today test).
const env = useServerAndBrowser({ TOKEN_TTL: '8d' });
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));

/** A page in a browser of another language or time zone (a French family, a parent in Tokyo). */
const openAs = async (options: { locale?: string; timezoneId?: string }, viewport = DESKTOP) =>
  await openPage(env.browser, env.baseUrl, viewport, options);

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

/** A lesson in the grid, by its accessible name: '{long title}, {weekday} from {start} to {end}'. */
const lesson = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const TUESDAY_FIRST = 'History-Geography, Tuesday from 8:00 AM to 9:00 AM';
const timetableCall = (page: Page, childId: number, weekOffset: number) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/timetable/${childId}/${weekOffset}`) && response.ok());

/** Tuesday of the week the server calls this week, at 10:00 UTC: a phone's day view then opens on that Tuesday. */
async function thisWeeksTuesday(): Promise<Date> {
  const { weekStart } = await (await apiAs(env.baseUrl, 'parent')).get<{ weekStart: string }>('/api/timetable/1/0');
  const tuesday = new Date(`${weekStart}T10:00:00Z`);
  tuesday.setUTCDate(tuesday.getUTCDate() + 1);
  return tuesday;
}

async function openTimetable(page: Page, account: 'parent' | 'student' = 'parent') {
  // A phone opens on today's day: the browser's clock is set to a Tuesday so its first lesson is on screen.
  if ((page.viewportSize()?.width ?? 0) < 640) await page.clock.setFixedTime(await thisWeeksTuesday());
  await signIn(page, env.baseUrl, account, '/timetable');
  await lesson(page, TUESDAY_FIRST).waitFor();
}

const dayHeaders = (page: Page) => page.locator('.fc-col-header-cell').allTextContents();
const hourLabels = (page: Page) => page.locator('.fc-timegrid-slot-label-cushion').allTextContents();

/** The width and height in a JPEG's start-of-frame segment, or null when there is none. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

describe('timetable', () => {
  it("moves week by week with '<', '>' and 'This week', showing that week's lessons", async () => {
    const { page } = await open();
    await openTimetable(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Timetable');
    const thisWeek = await dayHeaders(page);
    expect(thisWeek).toHaveLength(5);
    expect(thisWeek[0]).toMatch(/^Mon/);
    expect(await lesson(page, TUESDAY_FIRST).textContent()).toContain('Hall B05');

    // Next week's Tuesday lesson moved to hall C21 (the published change of the demo school).
    await Promise.all([timetableCall(page, 1, 1), page.getByRole('button', { name: 'Next week' }).click()]);
    await lesson(page, TUESDAY_FIRST).getByText('Hall C21').waitFor();
    const nextWeek = await dayHeaders(page);
    expect(nextWeek).not.toEqual(thisWeek);

    // This week is still in the cache: no call, the grid goes straight back.
    await page.getByRole('button', { name: 'This week' }).click();
    await lesson(page, TUESDAY_FIRST).getByText('Hall B05').waitFor();
    expect(await dayHeaders(page)).toEqual(thisWeek);

    await Promise.all([timetableCall(page, 1, -1), page.getByRole('button', { name: 'Previous week' }).click()]);
    await expect.poll(() => dayHeaders(page)).not.toEqual(thisWeek);
    expect(await lesson(page, TUESDAY_FIRST).textContent()).toContain('Hall B05');

    // Six weeks ahead the demo school has no lessons: the grid stays, empty.
    const sixWeeksAhead = timetableCall(page, 1, 5);
    for (let offset = 0; offset < 6; offset += 1) await page.getByRole('button', { name: 'Next week' }).click();
    await sixWeeksAhead;
    await expect.poll(() => page.locator('.fc-timegrid-event').count()).toBe(0);
  });

  it("shows the selected child's lessons, with the short title, group and hall, and a hint on hover", async () => {
    const { page } = await open();
    await openTimetable(page);
    const maths = lesson(page, 'Mathematics, Monday from 8:00 AM to 9:00 AM');
    expect((await maths.innerText()).split('\n')).toEqual(['MATHS', '6A Mathematics', 'Hall B12']);
    expect(await maths.locator('[title]').getAttribute('title')).toBe('Mathematics – P. Bernard');
    expect(await page.getByRole('button', { name: /^Physics-Chemistry/ }).count()).toBe(0);

    await Promise.all([timetableCall(page, 2, 0), page.getByText('Hugo', { exact: true }).click()]);
    await page
      .getByRole('button', { name: /^Physics-Chemistry/ })
      .first()
      .waitFor();
    await page.getByText('Hugo Martin').waitFor();
  });

  it('opens a lesson 250 ms after the click, in 12-hour times, and closes it by Escape or a click outside', async () => {
    const { page } = await open();
    await openTimetable(page);
    await page.evaluate(() => {
      const times = window as unknown as { clickedAt?: number; dialogAt?: number };
      document.addEventListener('click', () => (times.clickedAt = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="dialog"]')) return;
        times.dialogAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await lesson(page, 'Sciences, Monday from 1:00 PM to 2:00 PM').click();
    const dialog = page.getByRole('dialog', { name: 'Sciences' });
    await dialog.waitFor();
    const delay = await page.evaluate(() => {
      const times = window as unknown as { clickedAt?: number; dialogAt?: number };
      return (times.dialogAt ?? 0) - (times.clickedAt ?? 0);
    });
    expect(delay).toBeGreaterThanOrEqual(240);
    expect(await dialog.getByText('Monday from 1:00 PM to 2:00 PM').count()).toBe(1);
    expect(await dialog.getByText('Teacher S. Laurent Hall: Lab 1').count()).toBe(1);
    await screenshot(page, 'timetable-dialog-parent-1280');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Keyboard: a lesson is focusable and Enter opens it.
    await lesson(page, 'Mathematics, Friday from 3:00 PM to 4:00 PM').focus();
    await page.keyboard.press('Enter');
    const friday = page.getByRole('dialog', { name: 'Mathematics' });
    await friday.getByText('Friday from 3:00 PM to 4:00 PM').waitFor();
    await page.mouse.click(5, 5);
    await friday.waitFor({ state: 'detached' });
  });

  it("downloads the visible week as a JPEG named after the child's first name", async () => {
    const { page } = await open();
    await openTimetable(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Timetable' }).click()]);
    expect(download.suggestedFilename()).toBe("Léa's calendar.jpeg");
    const bytes = Buffer.from(await downloadedBytes(download));
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    // The whole grid at twice the pixel density, not an empty or clipped frame.
    const size = jpegSize(bytes);
    expect(size?.width).toBeGreaterThan(1200);
    expect(size?.height).toBeGreaterThan(1000);
    expect(await page.getByText('An error occurred while downloading the timetable.').count()).toBe(0);
  });

  it('tells when the timetable cannot be fetched', async () => {
    const { page } = await open();
    await page.route('**/api/timetable/**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }) }),
    );
    await signIn(page, env.baseUrl, 'parent', '/timetable');
    await page.getByText('Error fetching child time table. Please try again.').waitFor();
    await page.getByText('Error loading data.').waitFor();
  });

  it("says 'No timetable available' to an account without children", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/login');
    const user = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as { familyInfo: { children: unknown[] } };
    user.familyInfo.children = [];
    await page.route('**/api/me', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(user) }));
    await page.evaluate((saved) => localStorage.setItem('user', saved), JSON.stringify(user));
    await page.goto('/timetable');
    await page.getByText('No timetable available').waitFor();
    expect(await page.getByRole('button', { name: 'Download Timetable' }).count()).toBe(0);
  });

  it('speaks French to a French browser: weekday names from Intl, 24-hour times, the dialog and the JPEG name', async () => {
    current = await openAs({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const { page } = current;
    await signIn(page, env.baseUrl, 'parent', '/timetable');
    await lesson(page, 'History-Geography, mardi de 08:00 à 09:00').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Emploi du temps');
    expect(await page.title()).toBe('Emploi du temps · Carnet');
    const headers = await dayHeaders(page);
    expect(headers.map((header) => header.slice(0, 4))).toEqual(['lun.', 'mar.', 'mer.', 'jeu.', 'ven.']);
    expect(await hourLabels(page)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
    const { weekStart } = await (await apiAs(env.baseUrl, 'parent')).get<{ weekStart: string }>('/api/timetable/1/0');
    const friday = new Date(`${weekStart}T00:00:00Z`);
    friday.setUTCDate(friday.getUTCDate() + 4);
    const sameMonth = weekStart.slice(0, 7) === friday.toISOString().slice(0, 7);
    // French writes the day without a leading zero, the first of a month '1er'.
    const fridayLabel = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: sameMonth ? 'long' : 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(await page.getByRole('heading', { level: 2, name: /^Semaine du / }).textContent()).toMatch(
      new RegExp(`^Semaine du .+ – ${fridayLabel.format(friday).replace(/^1(?!\d)/, '1er')}$`),
    );
    await page.getByRole('button', { name: 'Cette semaine' }).waitFor();
    expect(await lesson(page, 'History-Geography, mardi de 08:00 à 09:00').textContent()).toContain('Salle B05');

    await lesson(page, 'Sciences, lundi de 13:00 à 14:00').click();
    const dialog = page.getByRole('dialog', { name: 'Sciences' });
    await dialog.getByText('lundi de 13:00 à 14:00').waitFor();
    await dialog.getByText('Professeur S. Laurent Salle\u00a0: Lab 1').waitFor();
    await screenshot(page, 'timetable-dialog-parent-1280-fr');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await dialog.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger l’emploi du temps' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Emploi du temps de Léa.jpeg');
    await screenshot(page, 'timetable-parent-1280-fr');
  });

  it('opens on the day on a phone, in French, and moves day by day over the weekend', async () => {
    current = await openAs({ locale: 'fr-FR' }, MOBILE);
    const { page } = current;
    const tuesday = await thisWeeksTuesday();
    await page.clock.setFixedTime(tuesday);
    await signIn(page, env.baseUrl, 'parent', '/timetable');
    await lesson(page, 'History-Geography, mardi de 08:00 à 09:00').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role="status"]').length === 0);
    expect(await page.getByRole('button', { name: 'Jour', exact: true, pressed: true }).count()).toBe(1);
    const dayHeading = () => page.getByRole('heading', { level: 2 }).last().textContent();
    expect(await dayHeading()).toMatch(/^mardi (1er|[1-9]\d?) \p{L}+ \d{4}$/u);
    // Only Tuesday's lessons: no other weekday's in the list.
    const names = await page
      .getByRole('list', { name: 'Cours du jour' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes(', mardi de '))).toBe(true);
    // The header's buttons and the day's list stay inside the screen.
    const download = await page.getByRole('button', { name: 'Télécharger l’emploi du temps' }).boundingBox();
    expect((download?.x ?? 0) + (download?.width ?? 0)).toBeLessThanOrEqual(MOBILE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'timetable-parent-375-fr');

    await page.getByRole('button', { name: 'Jour suivant' }).click();
    expect(await dayHeading()).toMatch(/^mercredi /u);
    // Friday's next school day is the next week's Monday, read from the next week's timetable.
    await page.getByRole('button', { name: 'Jour suivant' }).click();
    await page.getByRole('button', { name: 'Jour suivant' }).click();
    await Promise.all([timetableCall(page, 1, 1), page.getByRole('button', { name: 'Jour suivant' }).click()]);
    expect(await dayHeading()).toMatch(/^lundi /u);
    await page.getByRole('button', { name: 'Aujourd’hui' }).click();
    expect(await dayHeading()).toMatch(/^mardi /u);
    // The week is a press away, and keeps the place.
    await page.getByRole('button', { name: 'Semaine', exact: true }).click();
    await lesson(page, 'History-Geography, mardi de 08:00 à 09:00').waitFor();
    expect(await page.locator('.fc-col-header-cell').count()).toBe(5);
  });

  it('shows a lesson at the same school time to a parent in Tokyo as in Paris', async () => {
    const FIRST = 'Mathematics, Monday from 8:00 AM to 9:00 AM';
    /** Where the first lesson sits: its day, and its top against the 08:00 and 09:00 rows of the grid. */
    const placeIn = async (timezoneId: string) => {
      current = await openAs({ timezoneId });
      const { page } = current;
      await signIn(page, env.baseUrl, 'parent', '/timetable');
      const first = lesson(page, FIRST);
      await first.waitFor();
      const event = (await first.boundingBox())!;
      const eight = (await page.locator('td.fc-timegrid-slot-lane[data-time="08:00:00"]').boundingBox())!;
      const nine = (await page.locator('td.fc-timegrid-slot-lane[data-time="09:00:00"]').boundingBox())!;
      const day = await page.locator('td.fc-timegrid-col', { has: first }).getAttribute('data-date');
      const label = await page.locator('td.fc-timegrid-slot-label[data-time="08:00:00"]').textContent();
      const offsetFromEight = Math.round(event.y - eight.y);
      const height = Math.round(nine.y - eight.y);
      expect(current.pageErrors).toEqual([]);
      await current.context.close();
      current = null;
      return { day, label, offsetFromEight, height };
    };
    const paris = await placeIn('Europe/Paris');
    const tokyo = await placeIn('Asia/Tokyo');
    expect(paris.label).toBe('8:00 AM');
    // The 8:00 lesson starts on the 8:00 row, within a border's width.
    expect(Math.abs(paris.offsetFromEight)).toBeLessThanOrEqual(2);
    expect(tokyo).toEqual(paris);
  });

  it("marks the school's today, not the device's: a Friday evening in Paris is already Saturday in Tokyo", async () => {
    const { weekStart } = await (await apiAs(env.baseUrl, 'parent')).get<{ weekStart: string }>('/api/timetable/1/0');
    const friday = new Date(`${weekStart}T16:00:00Z`);
    friday.setUTCDate(friday.getUTCDate() + 4);
    current = await openAs({ timezoneId: 'Asia/Tokyo' });
    const { page } = current;
    // 16:00 UTC: 17:00 or 18:00 on Friday in Paris, 01:00 on Saturday in Tokyo.
    await page.clock.setFixedTime(friday);
    await openTimetable(page);
    const fridayDate = friday.toISOString().slice(0, 10);
    expect(await page.locator('.fc-col-header-cell.fc-day-today').getAttribute('data-date')).toBe(fridayDate);
    expect(await page.locator('.fc-col-header-cell').last().getAttribute('data-date')).toBe(fridayDate);
  });

  // One test per role and width, each with its own time-out: four scans in one test came near it on a busy machine.
  for (const account of ['parent', 'student'] as const) {
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [MOBILE, 375],
    ] as const) {
      const title =
        account === 'student'
          ? `shows a student's own week without a child selector, with no accessibility violation, at ${width} px`
          : `shows a parent's week with no accessibility violation at ${width} px`;
      it(title, async () => {
        const { page } = await open(viewport);
        await openTimetable(page, account);
        if (account === 'student') {
          expect(await page.getByRole('radio').count()).toBe(0);
          await page.getByText('Léa Martin', { exact: true }).last().waitFor({ state: 'attached' });
        }
        await page.waitForFunction(() => document.querySelectorAll('[role="status"]').length === 0);
        // A phone shows the day as a list with the hall in full; the week grid adds the group and hall with width.
        expect(await page.getByRole('button', { name: width === 1280 ? 'Week' : 'Day', exact: true, pressed: true }).count()).toBe(1);
        expect(await lesson(page, TUESDAY_FIRST).getByText('Hall B05').isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `timetable-${account}-${width}`);
      });
    }
  }
});
