import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarPaths, isoWeekday, rollCallPaths, staffPaths, todayIn } from '@carnet/contract';
import { ACCOUNTS, type AccountName } from './support/accounts';
import { apiAs, eventually } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { problemsInFrench, settled } from './support/page-problems';
import { signIn } from './support/session';
import { useOpenedPages } from './support/opened-pages';
import { useServerAndBrowser } from './support/setup';

/**
 * The teachers' roll call (decision 070): Paul Bernard takes the register of a Mathematics lesson
 * of 6A on his phone, Léa is absent; her parent reads it in her registry at once, with a notification
 * (the school here chose no delay for its absence notices; register-notices.test.ts proves the delay);
 * the office finds the absence among the day's and records the doctor's certificate as excused. The
 * file's own server and database: the lesson it adds and the marks it writes reach no other journey.
 */
const env = useServerAndBrowser();
/** Every page a test opened (a teacher's, a parent's, the office's): each closed after it, none with an error. */
const open = useOpenedPages(env);

const today = () => todayIn('Europe/Paris');
/** After the demo's last lesson (16:00), so it clashes with none, whatever the weekday. */
const LESSON = { startHour: '16:00', endHour: '17:00', hallName: 'R-roll', group: '6A Mathematics' };
const LESSON_TIME = '4:00 PM – 5:00 PM';

type RegistryItem = { id: number; statut: string; excused: boolean; subject: { name: string } | null; child: { id: number } };

/** Writes (POST, or another method) as one of the demo accounts, as the web app writes (bearer token and the echoed XSRF cookie). */
async function writeAs(account: AccountName, path: string, body: unknown, method = 'POST'): Promise<Response> {
  const { email, password } = ACCOUNTS[account];
  const login = await fetch(`${env.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const xsrf =
    login.headers
      .getSetCookie()
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.split(';')[0] ?? '';
  return fetch(`${env.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Cookie: xsrf,
      'X-XSRF-TOKEN': xsrf.slice('XSRF-TOKEN='.length),
    },
    body: JSON.stringify(body),
  });
}

/**
 * Today's lesson of 6A Mathematics, the demo's lessons depending on the weekday: the office creates it
 * as a one-day series. A weekend or a holiday has no school day to create it on (the timetable refuses
 * it), so then it is written straight into this server's database, as the demo writes its lessons.
 */
async function addTodaysLesson(): Promise<void> {
  const office = await apiAs(env.baseUrl, 'office');
  const choices = await office.get<{ teachingGroups: Array<{ id: number; name: string }> }>(staffPaths.audienceChoices);
  const group = choices.teachingGroups.find((g) => g.name === LESSON.group);
  if (!group) throw new Error(`no teaching group ${LESSON.group} in the demo school`);
  const day = today();
  const { group: _name, ...hours } = LESSON;
  if (isoWeekday(day) <= 5) {
    const series = { subjectId: group.id, weekday: isoWeekday(day), from: day, to: day, pattern: 'every', ...hours };
    const answer = await writeAs('office', calendarPaths.series, series);
    if (answer.ok) return;
    if (answer.status !== 400) throw new Error(`the lesson series was refused: ${answer.status} ${await answer.text()}`);
  }
  const db = new SQLite(env.databaseFile);
  try {
    db.prepare('insert into lessons (subject_id, date, start_hour, end_hour, hall_name, class_title) values (?, ?, ?, ?, ?, ?)').run(
      group.id,
      day,
      LESSON.startHour,
      LESSON.endHour,
      LESSON.hallName,
      '6A',
    );
  } finally {
    db.close();
  }
}

beforeAll(addTodaysLesson);
// A register's absence notices wait the school's delay (decision 096); this school sends them at once, so
// the journey sees the parent's notification without waiting ten minutes.
beforeAll(async () => {
  const answer = await writeAs('office', rollCallPaths.absenceNotices, { delayMinutes: 0 }, 'PUT');
  if (!answer.ok) throw new Error(`the absence notices' delay was refused: ${answer.status} ${await answer.text()}`);
});

/** Whether the page scrolls sideways: on a phone, nothing may. */
const overflowsPage = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const lessonCard = (page: Page) => page.getByRole('listitem').filter({ hasText: LESSON.hallName });
const marksOf = (page: Page, name: string) => page.getByRole('radiogroup', { name, exact: true });

async function leaAndHerParent() {
  const parent = await apiAs(env.baseUrl, 'parent');
  const me = await parent.get<{ familyInfo: { children: Array<{ id: number; firstName: string }> } }>('/api/me');
  const lea = me.familyInfo.children.find((child) => child.firstName === 'Léa');
  if (!lea) throw new Error('Léa is not in the Martin family');
  return { parent, lea };
}

describe('the roll call', () => {
  it('a teacher takes the register on a phone, the family reads the absence at once, the office records it excused', async () => {
    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'teacher', '/staff');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Roll call' }).click();
    await page.getByRole('heading', { level: 1, name: 'Roll call' }).waitFor();
    await lessonCard(page).getByText('Not taken').waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    await lessonCard(page)
      .getByRole('link', { name: `Take the register: ${LESSON.group}, ${LESSON_TIME}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Register of ${LESSON.group}` }).waitFor();
    await marksOf(page, 'Léa Martin').waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    // Nobody marked yet: nothing is sent, the page says how many are left.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /pupils? (is|are) not marked yet/ })
      .waitFor();

    // A late pupil needs the minutes: asked for in the page before anything is sent.
    await page.getByRole('button', { name: 'Mark everyone present' }).click();
    await marksOf(page, 'Noah Dubois').getByRole('radio', { name: 'Late' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter the minutes late of each late pupil.' }).waitFor();
    expect(await page.getByLabel('Minutes late for Noah Dubois').getAttribute('aria-invalid')).toBe('true');
    await marksOf(page, 'Noah Dubois').getByRole('radio', { name: 'Present' }).check();

    // The marks are radios: the arrow keys move Léa from Present to Absent.
    await marksOf(page, 'Léa Martin').getByRole('radio', { name: 'Present' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await marksOf(page, 'Léa Martin').getByRole('radio', { name: 'Absent' }).isChecked()).toBe(true);
    expect(await overflowsPage(page)).toBe(false);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/staff/roll-call/lessons/') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await page.getByText(/^Register saved at /).waitFor();
    await page.getByText(/^Taken at .* by Paul Bernard$/).waitFor();
    // The marks shown are the register as the server saved it.
    expect(await marksOf(page, 'Léa Martin').getByRole('radio', { name: 'Absent' }).isChecked()).toBe(true);
    const pupils = await page.getByRole('radiogroup').count();
    expect(pupils).toBeGreaterThan(1);
    expect(await page.getByRole('radio', { name: 'Present', checked: true }).count()).toBe(pupils - 1);
    expect(await page.getByRole('radio', { name: 'Late', checked: true }).count()).toBe(0);
    await page.getByText(`${pupils - 1} present · 1 absent · 0 late`).waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Roll call' }).first().click();
    await lessonCard(page)
      .getByText(/^Taken at /)
      .waitFor();
    await lessonCard(page).getByText('1 absent or late').waitFor();

    // The Martin parent: the absence is in Léa's registry, with a notification not seen yet.
    const { parent, lea } = await leaAndHerParent();
    await eventually(async () =>
      (await parent.unseen(['registry'])).some((n) => n.link === String(lea.id) && n.content.startsWith('Léa was absent')),
    );
    const family = await open(MOBILE);
    await signIn(family.page, env.baseUrl, 'parent', `/childinfo?children=${lea.id}`);
    await family.page.getByRole('heading', { level: 1, name: 'Léa Martin' }).waitFor();
    const registryTab = family.page.getByRole('tablist', { name: 'Child information' }).getByRole('tab', { name: /^Registry/ });
    await registryTab.getByText('New').waitFor({ state: 'attached' });
    const newest = family.page.getByRole('region', { name: 'Registry', exact: true }).getByRole('listitem').first();
    await newest.getByText('Mathematics', { exact: true }).waitFor();
    await newest.getByText('Absent', { exact: true }).waitFor();

    // The office: the day's absences, Léa's among 6A's; a reason recorded as excused.
    const office = await open(MOBILE);
    await signIn(office.page, env.baseUrl, 'office', '/staff/absences');
    await office.page.getByRole('heading', { level: 1, name: 'Absences today' }).waitFor();
    const absence = office.page.getByRole('form', { name: 'Léa Martin 4:00 PM', exact: true });
    await absence.waitFor();
    await settled(office.page);
    expect(await overflowsPage(office.page)).toBe(false);
    expect(await axeViolations(office.page)).toEqual([]);
    await absence.getByLabel('Reason').fill('Doctor’s certificate');
    await absence.getByLabel('Excused').check();
    await absence.getByRole('button', { name: 'Save' }).click();
    await absence.getByText('Reason saved').waitFor();
    // The saved answer is read again: the card's status now says excused.
    await office.page.getByRole('listitem').filter({ has: absence }).getByText('Not excused').waitFor({ state: 'detached' });
    await eventually(async () =>
      (await parent.get<RegistryItem[]>('/api/registry')).some(
        (item) => item.child.id === lea.id && item.statut === 'ABSENT' && item.subject?.name === 'Mathematics' && item.excused,
      ),
    );
    await office.page.reload();
    await absence.waitFor();
    expect(await absence.getByLabel('Reason').inputValue()).toBe('Doctor’s certificate');
    expect(await absence.getByLabel('Excused').isChecked()).toBe(true);
    expect(await axeViolations(office.page)).toEqual([]);
  });

  // Reads what the test above wrote on this file's server (they run in order).
  it('reads in French, axe-clean and without English, at phone and desktop width', async () => {
    const english = englishOnlySentences();
    for (const viewport of [MOBILE, DESKTOP]) {
      const where = `${viewport.width}px`;
      const teacher = await open(viewport, 'fr-FR');
      await signIn(teacher.page, env.baseUrl, 'teacher', '/staff/roll-call');
      await teacher.page.getByRole('heading', { level: 1, name: 'Appel' }).waitFor();
      await lessonCard(teacher.page)
        .getByText(/^Fait à /)
        .waitFor();
      await settled(teacher.page);
      expect(await problemsInFrench(teacher.page, `roll call ${where}`, english)).toEqual([]);
      await lessonCard(teacher.page).getByRole('link').click();
      await teacher.page.getByRole('heading', { level: 1, name: `Appel de ${LESSON.group}` }).waitFor();
      await marksOf(teacher.page, 'Léa Martin').getByRole('radio', { name: 'Absent', checked: true }).waitFor();
      await settled(teacher.page);
      expect(await problemsInFrench(teacher.page, `register ${where}`, english)).toEqual([]);

      const office = await open(viewport, 'fr-FR');
      await signIn(office.page, env.baseUrl, 'office', '/staff/absences');
      await office.page.getByRole('heading', { level: 1, name: 'Absences du jour' }).waitFor();
      await office.page.getByRole('form', { name: 'Léa Martin 16:00', exact: true }).waitFor();
      await settled(office.page);
      expect(await problemsInFrench(office.page, `absences ${where}`, english)).toEqual([]);
    }
  });
});
