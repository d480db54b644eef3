import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import { axeViolations } from './support/axe';
import { settled } from './support/documents';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

type Item = { id: number; date: string; responsible: string; subject: string; resume: string };
type Rewards = { rewards: Item[]; commendations: Item[]; sanctions: Item[] };
const LEA = 1;
const HUGO = 2;
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The three counters as shown: label -> number. */
async function counters(page: TestPage['page']): Promise<Record<string, number>> {
  const items = page.getByRole('list', { name: 'Counters' }).getByRole('listitem');
  await items.first().waitFor();
  const texts = await items.evaluateAll((all) => all.map((item) => Array.from(item.querySelectorAll('p'), (p) => p.textContent ?? '')));
  return Object.fromEntries(texts.map(([label, value]) => [label, Number(value)]));
}

describe('rewards', () => {
  it("shows Léa's counters as seeded: 12 rewards, 2 commendations, 0 sanctions, and the term's end", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/rewards');
    expect(await counters(page)).toEqual({ Rewards: 12, Commendations: 2, Sanctions: 0 });
    const api = await apiAs(env.baseUrl, 'parent');
    const term = await api.get<{ end: string }>('/api/school-year/this-term');
    const termEnd = longDate(term.end);
    expect(await page.getByRole('list', { name: 'Counters' }).innerText()).toContain(`until ${termEnd}`);

    const progress = page.getByRole('region', { name: 'Toward a commendation' }).getByRole('listitem');
    const cards = await progress.allInnerTexts();
    expect(cards).toHaveLength(3);
    expect(cards[0]).toContain('Commendation 1');
    expect(cards[1]).toContain('Commendation 2');
    expect(cards[2]).toContain('Reward(s) 2/5');
    expect(cards[2]).toContain(`Expires ${termEnd}`);

    const rewards = (await api.get<Rewards>(`/api/rewards/${LEA}`)).rewards;
    const grid = page.getByRole('region', { name: 'Rewards', exact: true }).getByRole('article');
    expect(await grid.count()).toBe(12);
    expect(await grid.getByRole('heading').allTextContents()).toEqual(rewards.map((r) => r.subject));
    const withoutSummary = rewards.filter((r) => r.resume === '').length;
    expect(withoutSummary).toBeGreaterThan(0);
    expect(await grid.getByText('Congratulation, you got a reward !').count()).toBe(withoutSummary);
    await page
      .getByRole('complementary', { name: 'How are commendations earned?' })
      .getByText(/Every 5 rewards make 1 commendation/)
      .waitFor();
  });

  it('switches child: Hugo has rewards, no commendation and a sanction', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/rewards');
    await counters(page);
    await page.getByText('Hugo').click();
    const hugo = await (await apiAs(env.baseUrl, 'parent')).get<Rewards>(`/api/rewards/${HUGO}`);
    await expect.poll(() => counters(page)).toEqual({ Rewards: hugo.rewards.length, Commendations: 0, Sanctions: hugo.sanctions.length });
    expect(hugo.sanctions.length).toBeGreaterThan(0);
    const sanctions = page.getByRole('region', { name: 'Sanctions' }).getByRole('article');
    expect(await sanctions.first().innerText()).toContain(hugo.sanctions[0]!.resume);
    expect(await page.getByRole('region', { name: 'Toward a commendation' }).innerText()).toContain(`Reward(s) ${hugo.rewards.length}/5`);
  });

  it("says 'You have not received a rating yet...' with no reward, and tells when the data cannot be had", async () => {
    const { page, context } = await open();
    await context.route('**/api/rewards/*', (route) =>
      route.fulfill({ json: { rewards: [], commendations: [], commandations: [], sanctions: [] } }),
    );
    await signIn(page, env.baseUrl, 'parent', '/rewards');
    await page.getByText('You have not received a rating yet...').waitFor();
    expect(await counters(page)).toEqual({ Rewards: 0, Commendations: 0, Sanctions: 0 });
    expect(await page.getByRole('region', { name: 'Toward a commendation' }).innerText()).toContain('Reward(s) 0/5');

    await context.route('**/api/rewards/*', (route) => route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'x' } }));
    await page.reload();
    await page.getByText('Error loading data...').waitFor();
  });

  it('works for the student, on her own rewards', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student', '/rewards');
    expect(await counters(page)).toEqual({ Rewards: 12, Commendations: 2, Sanctions: 0 });
    expect(await page.getByRole('radio').count()).toBe(0);
  });
});

describe('rewards accessibility and screenshots', () => {
  for (const account of ['parent', 'student'] as const) {
    for (const [name, viewport] of [
      ['375', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      it(`has no violation for the ${account} at ${name} px`, async () => {
        const { page } = await open(viewport);
        await signIn(page, env.baseUrl, account, '/rewards');
        await settled(page);
        await page.getByRole('list', { name: 'Counters' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `rewards-${account}-${name}`);
      });
    }
  }
});
