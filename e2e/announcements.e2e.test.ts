import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { problemsInFrench, settled } from './support/page-problems';
import { useOpenedPages } from './support/opened-pages';
import { nextSchoolTuesday, schoolInstant } from './support/school-clock';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * Announcements (decisions 105 and 106): the office sends 3B an announcement asking for an
 * acknowledgement; the Martin parent, on her phone, finds it in Messages and acknowledges it with one
 * press; the office's open page counts it within 2 seconds without a reload (the live channel's
 * `announcements` topic). The server's clock starts on a school Tuesday at 10:00, so the
 * announcement is delivered at once whatever hour CI runs at.
 */
const { tuesday } = nextSchoolTuesday();
const env = useServerAndBrowser({ CLOCK_START: schoolInstant(tuesday, '10:00') });
const open = useOpenedPages(env, MOBILE);

const TITLE = 'Swimming lessons start on Monday';
const BODY = 'From Monday, 3B swims at the town pool on Mondays at 14:00. Please pack a swimsuit and a towel.';

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

let announcementPath = '';

describe('an announcement that asks for an acknowledgement', () => {
  it('the office sends it to 3B; the Martin parent acknowledges it; the office sees it counted, live', async () => {
    // The office writes it: 3B, asking families to acknowledge; the count of families before sending.
    const office = (await open(DESKTOP)).page;
    await signIn(office, env.baseUrl, 'office', '/staff/messages');
    await office.getByRole('navigation', { name: 'Messages' }).getByRole('link', { name: 'Announcements' }).click();
    await office.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    await office.getByRole('link', { name: 'New announcement' }).click();
    await office.getByRole('heading', { level: 1, name: 'New announcement' }).waitFor();
    await office.getByRole('radio', { name: 'Classes' }).check();
    await office.getByRole('checkbox', { name: '3B', exact: true }).check();
    await office.getByText(/^Reaches \d+ pupils?, 1 family and \d+ accounts?\.$/).waitFor();
    await office.getByLabel('Title').fill(TITLE);
    await office.getByLabel('Announcement', { exact: true }).fill(BODY);
    await office.getByRole('checkbox', { name: /^Ask families to acknowledge/ }).check();
    await settled(office);
    expect(await axeViolations(office)).toEqual([]);
    await screenshot(office, `announcements-new-en-${DESKTOP.width}`);
    await office.getByRole('button', { name: 'Send to 1 family' }).click();

    // Its page: sent, and nobody has acknowledged yet; nobody to remind is not the case.
    await office.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await office.getByText('Sent to 1 family.').waitFor();
    await office.getByText('0 of 1 acknowledged').waitFor();
    announcementPath = new URL(office.url()).pathname;
    // Enabled once the page has its families' states (a loaded machine may paint the count first).
    await expect.poll(() => office.getByRole('button', { name: 'Remind the 1 family that has not acknowledged' }).isEnabled()).toBe(true);
    await settled(office);
    expect(await axeViolations(office)).toEqual([]);

    // The Martin parent, on her phone: Messages, the announcements, the new one marked and to acknowledge.
    const parent = (await open(MOBILE)).page;
    await signIn(parent, env.baseUrl, 'parent', '/messages');
    await parent
      .getByRole('navigation', { name: 'Messages' })
      .getByRole('link', { name: /^Announcements/ })
      .click();
    const row = parent.getByRole('link', { name: new RegExp(TITLE) });
    await row.waitFor();
    expect(await row.textContent()).toContain('New announcement');
    expect(await row.textContent()).toContain('To acknowledge');
    await settled(parent);
    expect(await axeViolations(parent)).toEqual([]);
    await screenshot(parent, `announcements-list-en-${MOBILE.width}`);
    await row.click();
    await parent.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await parent.getByText(BODY).waitFor();
    await parent.getByText('About Hugo').waitFor();
    await settled(parent);
    expect(await axeViolations(parent)).toEqual([]);
    await parent.getByRole('button', { name: 'Acknowledge' }).click();
    await parent.getByText(/^Acknowledged on .+ by \S+ Martin$/).waitFor();
    expect(await parent.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);
    expect(await overflows(parent)).toBe(false);
    await screenshot(parent, `announcements-acknowledged-en-${MOBILE.width}`);

    // The office's page, never reloaded: the acknowledgement counted within 2 s, nobody left to remind.
    await office.getByText('1 of 1 acknowledged').waitFor({ timeout: 2_000 });
    await office.getByText('Every family has acknowledged: nobody is left to remind.').waitFor();
    expect(await office.getByRole('button', { name: 'Remind' }).isDisabled()).toBe(true);
    await office
      .getByRole('list', { name: 'Families' })
      .getByText(/^Acknowledged by \S+ Martin, /)
      .waitFor();
    await screenshot(office, `announcements-counted-en-${DESKTOP.width}`);
  });

  // One test per side and width: four pages with axe each would outrun a test's time on a loaded machine.
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`the family's pages read in French, axe-clean, at ${viewport.width} px`, async () => {
      const english = englishOnlySentences();
      const parent = (await open(viewport, 'fr-FR')).page;
      await signIn(parent, env.baseUrl, 'parent', '/messages/announcements');
      await parent.getByRole('link', { name: new RegExp(TITLE) }).waitFor();
      await settled(parent);
      expect(await problemsInFrench(parent, `announcements ${viewport.width}px`, english)).toEqual([]);
      await parent.getByRole('link', { name: new RegExp(TITLE) }).click();
      await parent.getByText(/^Lecture confirmée le .+ par \S+ Martin$/).waitFor();
      await settled(parent);
      expect(await problemsInFrench(parent, `announcement ${viewport.width}px`, english)).toEqual([]);
      expect(await overflows(parent)).toBe(false);
      await screenshot(parent, `announcements-announcement-fr-${viewport.width}`);
    });

    it(`the office's pages read in French, axe-clean, at ${viewport.width} px`, async () => {
      const english = englishOnlySentences();
      const office = (await open(viewport, 'fr-FR')).page;
      await signIn(office, env.baseUrl, 'office', announcementPath);
      await office.getByText('1 sur 1 a confirmé').waitFor();
      await settled(office);
      expect(await problemsInFrench(office, `staff announcement ${viewport.width}px`, english)).toEqual([]);
      expect(await overflows(office)).toBe(false);
      await office.getByRole('link', { name: 'Annonces', exact: true }).first().click();
      await office.getByRole('link', { name: new RegExp(TITLE) }).waitFor();
      await settled(office);
      expect(await problemsInFrench(office, `staff announcements ${viewport.width}px`, english)).toEqual([]);
      await office.getByRole('link', { name: 'Nouvelle annonce' }).click();
      await office.getByRole('heading', { level: 1, name: 'Nouvelle annonce' }).waitFor();
      await settled(office);
      expect(await problemsInFrench(office, `new announcement ${viewport.width}px`, english)).toEqual([]);
      expect(await overflows(office)).toBe(false);
    });
  }

  it('keeps the Martins’ announcement from the Dubois parent (not found)', async () => {
    const dubois = (await open(MOBILE)).page;
    await signIn(dubois, env.baseUrl, 'parent2', announcementPath.replace('/staff/messages/', '/messages/'));
    await dubois.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    expect(await dubois.getByText(BODY).count()).toBe(0);
  });
});
