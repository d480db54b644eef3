import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { DESKTOP, type TestPage, openPage, screenshot } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));

/** A page in a browser of another language: a French family. */
const openAs = async (options: { locale?: string; timezoneId?: string }, viewport = DESKTOP) =>
  (current = await openPage(env.browser, env.baseUrl, viewport, options));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

type Item = { id: number; date: string; responsible: string; subject: string; resume: string };
type Rewards = { rewards: Item[]; commendations: Item[]; sanctions: Item[] };
const LEA = 1;
const HUGO = 2;
// A written date as the page writes it: the spec's two-digit day in English, '5 mars', '1er mars' in French.
const longDate = (iso: string, locale = 'en-GB') => {
  const isFrench = locale === 'fr-FR';
  const text = new Intl.DateTimeFormat(locale, {
    day: isFrench ? 'numeric' : '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
  return isFrench ? text.replace(/^1(?!\d)/, '1er') : text;
};
type Term = { start: string; end: string };
const thisTerm = async () => (await apiAs(env.baseUrl, 'parent')).get<Term>('/api/school-year/this-term');
const inTerm = (term: Term) => (item: Item) => item.date >= term.start && item.date <= term.end;
const dayBefore = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** The three counters as shown: label -> number. */
async function counters(page: TestPage['page'], listName = 'Counters'): Promise<Record<string, number>> {
  const items = page.getByRole('list', { name: listName }).getByRole('listitem');
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
    const sanctionsOfTerm = hugo.sanctions.filter(inTerm(await thisTerm()));
    await expect.poll(() => counters(page)).toEqual({ Rewards: hugo.rewards.length, Commendations: 0, Sanctions: sanctionsOfTerm.length });
    expect(sanctionsOfTerm.length).toBeGreaterThan(0);
    const sanctions = page.getByRole('region', { name: 'Sanctions' }).getByRole('article');
    expect(await sanctions.first().innerText()).toContain(hugo.sanctions[0]!.resume);
    expect(await page.getByRole('region', { name: 'Toward a commendation' }).innerText()).toContain(`Reward(s) ${hugo.rewards.length}/5`);
  });

  it('counts the rewards and the sanctions over the same period, this term, and both counters say it', async () => {
    const { page, context } = await open();
    const term = await thisTerm();
    const item = (id: number, date: string, resume: string): Item => ({
      id,
      date,
      responsible: 'Julien Moreau',
      subject: 'History-Geography',
      resume,
    });
    // The school year's sanctions: one of this term, one of the term before.
    await context.route('**/api/rewards/*', (route) =>
      route.fulfill({
        json: {
          rewards: [item(1, term.start, '')],
          commendations: [],
          commandations: [],
          sanctions: [item(2, term.start, 'Late three times this term'), item(3, dayBefore(term.start), 'Homework missing last term')],
        },
      }),
    );
    await signIn(page, env.baseUrl, 'parent', '/rewards');
    expect(await counters(page)).toEqual({ Rewards: 1, Commendations: 0, Sanctions: 1 });
    const notes = await page
      .getByRole('list', { name: 'Counters' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => (li.querySelector('p:last-child') as HTMLElement).innerText));
    expect(notes[0]).toBe(`This term, until ${longDate(term.end)}`);
    expect(notes[2]).toBe(notes[0]);
    expect(await page.getByRole('region', { name: 'Sanctions' }).getByRole('article').allInnerTexts()).toEqual([
      expect.stringContaining('Late three times this term'),
    ]);
    expect(await page.getByText('Homework missing last term').count()).toBe(0);
    await page.getByText('Rewards, commendations and sanctions of this term.').waitFor();
  });

  it('speaks French to a French family: counters, progress with plurals, French dates, the default text and the help panel', async () => {
    const { page } = await openAs({ locale: 'fr-FR' });
    await signIn(page, env.baseUrl, 'parent', '/rewards');
    expect(await counters(page, 'Compteurs')).toEqual({ Récompenses: 12, Félicitations: 2, Sanctions: 0 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Récompenses et sanctions');
    expect(await page.title()).toBe('Récompenses et sanctions · Carnet');
    const term = await thisTerm();
    const termEnd = longDate(term.end, 'fr-FR');
    const counterTexts = await page.getByRole('list', { name: 'Compteurs' }).innerText();
    expect(counterTexts.split(`Ce trimestre, jusqu’au ${termEnd}`)).toHaveLength(3);

    const cards = await page.getByRole('region', { name: 'Vers les félicitations' }).getByRole('listitem').allInnerTexts();
    expect(cards).toHaveLength(3);
    expect(cards[0]).toContain('Félicitations n°\u00a01');
    expect(cards[0]).toContain('5 récompenses sur 5');
    expect(cards[2]).toContain('2 récompenses sur 5');
    expect(cards[2]).toContain(`Expire le ${termEnd}`);

    const rewards = (await (await apiAs(env.baseUrl, 'parent')).get<Rewards>(`/api/rewards/${LEA}`)).rewards;
    const grid = page.getByRole('region', { name: 'Récompenses', exact: true }).getByRole('article');
    expect(await grid.getByText('Bravo, vous avez reçu une récompense\u00a0!').count()).toBe(rewards.filter((r) => r.resume === '').length);
    expect(await grid.getByText('Congratulation, you got a reward !').count()).toBe(0);
    const help = page.getByRole('complementary', { name: 'Comment obtenir les félicitations\u00a0?' });
    await help.getByText(/^Chaque série de 5 récompenses donne des félicitations/).waitFor();
    await screenshot(page, 'rewards-parent-1280-fr');
  });

  it('works for the student, on her own rewards', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student', '/rewards');
    expect(await counters(page)).toEqual({ Rewards: 12, Commendations: 2, Sanctions: 0 });
    expect(await page.getByRole('radio').count()).toBe(0);
  });
});
