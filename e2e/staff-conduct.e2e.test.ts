import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, eventually } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { problemsInFrench, settled } from './support/page-problems';
import { useOpenedPages } from './support/opened-pages';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * Conduct and concerns written by staff (decision 070): on his phone Paul Bernard chooses
 * Hugo Martin, gives him a reward and raises a concern; the Martin parent finds the reward on the
 * family rewards screen and acknowledges the concern on Hugo's page; back on his page, the teacher
 * reads that the family acknowledged it. The file's own server and database: what it writes reaches
 * no other journey.
 */
const env = useServerAndBrowser();
const open = useOpenedPages(env);

const REWARD = 'Excellent geometry homework';
const CONCERN = 'Struggling with fractions';
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const form = (page: Page, name: string) => page.getByRole('form', { name });

async function hugoOfTheMartins(): Promise<number> {
  const parent = await apiAs(env.baseUrl, 'parent');
  const me = await parent.get<{ familyInfo: { children: Array<{ id: number; firstName: string }> } }>('/api/me');
  const hugo = me.familyInfo.children.find((child) => child.firstName === 'Hugo');
  if (!hugo) throw new Error('Hugo is not in the Martin family');
  return hugo.id;
}

describe('conduct and concerns', () => {
  it('a teacher rewards Hugo and raises a concern on a phone; the family sees the reward and acknowledges the concern', async () => {
    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'teacher', '/staff');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Conduct and concerns' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conduct and concerns' }).waitFor();
    // No pupil yet: the recent entries of his pupils, no form.
    await section(page, 'Rewards and sanctions').waitFor();
    expect(await page.getByRole('form').count()).toBe(0);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    // The search narrows the list, by class; Hugo is in 3B.
    await page.getByLabel('Search for a pupil').fill('hugo');
    await page.getByText('1 pupil matches.').waitFor();
    expect(
      await page
        .getByLabel('Pupil', { exact: true })
        .locator('optgroup')
        .evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))),
    ).toEqual(['3B']);
    await page.getByLabel('Pupil', { exact: true }).selectOption({ label: 'Hugo Martin' });
    await page.waitForURL(/\?pupil=\d+$/);
    const reward = form(page, 'Add a reward or a sanction');
    await reward.waitFor();

    // Nothing to say what it is for: nothing is sent.
    await reward.getByRole('button', { name: 'Add' }).click();
    await reward.getByText('Enter what it is for.').waitFor();
    expect(await reward.getByLabel('Subject').getAttribute('aria-invalid')).toBe('true');

    // A refusal by the server is shown in its own words, and the fields are kept.
    await page.route('**/api/staff/conduct', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, json: { code: 'VALIDATION', message: 'The date is outside the school year.' } })
        : route.fallback(),
    );
    await reward.getByLabel('Subject').fill(REWARD);
    await reward.getByRole('button', { name: 'Add' }).click();
    await reward.getByRole('alert').getByText('The date is outside the school year.').waitFor();
    expect(await reward.getByLabel('Subject').inputValue()).toBe(REWARD);
    await page.unroute('**/api/staff/conduct');

    expect(await reward.getByRole('radio', { name: 'Reward' }).isChecked()).toBe(true);
    await reward.getByLabel('Subject').fill(REWARD);
    await reward.getByLabel('Summary').fill('Neat, complete and every figure labelled.');
    const [added] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/staff/conduct') && r.request().method() === 'POST'),
      reward.getByRole('button', { name: 'Add' }).click(),
    ]);
    expect(added.status()).toBe(200);
    await reward.getByText('Reward saved for Hugo Martin: the family is told.').waitFor();
    expect(await reward.getByLabel('Subject').inputValue()).toBe('');
    const entry = section(page, 'Rewards and sanctions').getByRole('listitem').first();
    await entry.getByRole('heading', { name: REWARD }).waitFor();
    await entry.getByText('By Paul Bernard').waitFor();

    const concern = form(page, 'Raise a concern');
    await concern.getByLabel('Type').selectOption({ label: 'Learning' });
    await concern.getByLabel('Reason').fill(CONCERN);
    await concern.getByLabel('Comment').fill('Needs help with equivalent fractions.');
    await concern.getByRole('button', { name: 'Raise the concern' }).click();
    await concern.getByText('Concern raised for Hugo Martin: the parents are told.').waitFor();
    expect(await concern.getByLabel('Reason').inputValue()).toBe('');
    const raised = section(page, 'Concerns').getByRole('listitem').filter({ hasText: CONCERN });
    await raised.getByText('Raised by Paul Bernard').waitFor();
    await raised.getByText('Not acknowledged yet').waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    // The Martin parent: the reward on the rewards screen, the concern acknowledged on Hugo's page.
    const hugo = await hugoOfTheMartins();
    const parent = await apiAs(env.baseUrl, 'parent');
    await eventually(async () => (await parent.unseen(['reward'])).length > 0);
    const family = await open(MOBILE);
    await signIn(family.page, env.baseUrl, 'parent', '/rewards');
    await family.page.getByText('Hugo').click();
    await family.page.getByRole('heading', { name: REWARD }).waitFor();
    await family.page.goto(`/childinfo?children=${hugo}`);
    await family.page.getByRole('heading', { level: 1, name: 'Hugo Martin' }).waitFor();
    await family.page
      .getByRole('tablist', { name: 'Child information' })
      .getByRole('tab', { name: /^Concern/ })
      .click();
    const toAcknowledge = family.page
      .getByRole('region', { name: 'Concern', exact: true })
      .getByRole('listitem')
      .filter({ hasText: CONCERN });
    await toAcknowledge.getByRole('button', { name: /^Acknowledge/ }).click();
    await toAcknowledge.getByText('Acknowledged: Yes').waitFor();

    // The teacher's page, read again: the family acknowledged it, with the day and time.
    await page.reload();
    await section(page, 'Concerns')
      .getByRole('listitem')
      .filter({ hasText: CONCERN })
      .getByText(/^Acknowledged by the family on \d{2} \w+ \d{4} at \d{1,2}:\d{2} [AP]M$/)
      .waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  // Reads what the test above wrote on this file's server (they run in order).
  it('reads in French, axe-clean and without English, at phone and desktop width', async () => {
    const english = englishOnlySentences();
    const hugo = await hugoOfTheMartins();
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await open(viewport, 'fr-FR');
      await signIn(page, env.baseUrl, 'teacher', '/staff/conduct');
      await page.getByRole('heading', { level: 1, name: 'Vie scolaire et signalements' }).waitFor();
      await section(page, 'Signalements').getByRole('heading', { name: CONCERN }).waitFor();
      await settled(page);
      expect(await problemsInFrench(page, `recent entries ${viewport.width}px`, english)).toEqual([]);
      await page.goto(`/staff/conduct?pupil=${hugo}`);
      await form(page, 'Faire un signalement').waitFor();
      await section(page, 'Signalements')
        .getByText(/^Lu par la famille le /)
        .waitFor();
      await settled(page);
      expect(await problemsInFrench(page, `Hugo ${viewport.width}px`, english)).toEqual([]);
    }
  });
});
