import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { DESKTOP, type TestPage, openPage } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));
/** A browser whose languages start with French, as a French family's would: the portal follows it. */
const openInFrench = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport, { locale: 'fr-FR' }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

type Member = { id: number; first_name: string; mobile: string; nationality: string; birthday: string | null };
type Family = { name: string; financialSource: string | null; financialObservation: string; familyInfo: { familyMembers: Member[] } };

const contact = (page: Page, n: number) => page.getByRole('region', { name: `Contact ${n}`, exact: true });
/** The read-only value shown under a label of a contact. */
const shown = (scope: ReturnType<typeof contact>, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
const family = async (account: 'parent' | 'parent2') => (await apiAs(env.baseUrl, account)).get<Family>('/api/family');

/** Records the writes the page sends to a path, to prove that nothing left while the form was wrong. */
function recordPosts(page: Page, fragment: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(fragment)) sent.push(request.postData() ?? '');
  });
  return sent;
}

describe('family page', () => {
  it("heads the page '{name} Family' and lists each contact read-only, countries by name", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/parentinfo');
    await page.getByRole('heading', { level: 1, name: 'Martin Family' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Informations', 'Financial']);
    const first = contact(page, 1);
    expect(await shown(first, 'First name').textContent()).toBe('Camille');
    expect(await shown(first, 'Family tie').textContent()).toBe('Mother');
    expect(await shown(first, 'Birth country').textContent()).toBe('France');
    expect(await shown(first, 'Nationality').textContent()).toBe('France');
    expect(await shown(first, 'Birthday').textContent()).toBe('12 March 1984');
    expect(await shown(first, 'E-mail').textContent()).toBe('parent@example.com');
    expect(await contact(page, 2).getByRole('heading', { name: 'Contact 2' }).count()).toBe(1);
    expect(await page.title()).toMatch(/^Martin Family/);
  });

  it('refuses a bad mobile under the field and sends nothing, then saves a good one that stays after reload', async () => {
    const { page } = await open();
    const sent = recordPosts(page, '/api/family/update-family-member/');
    await signIn(page, env.baseUrl, 'parent', '/parentinfo');
    const second = contact(page, 2);
    await second.getByRole('button', { name: 'Edit Contact 2' }).click();
    expect(await second.getByLabel('First name').inputValue()).toBe('Thomas');
    expect(await second.getByLabel('Birth country').inputValue()).toBe('FRA');
    expect(await second.getByLabel('E-mail').isEditable()).toBe(false);

    await second.getByLabel('Mobile').fill('07 98 76 54');
    await second.getByRole('button', { name: 'Save Contact 2' }).click();
    await second.getByText('Mobil number is not valid').waitFor();
    expect(await second.getByLabel('Mobile').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await second.getByLabel('Mobile').fill('+33 7 11 22 33 44');
    await second.getByLabel('Nationality').selectOption({ label: 'Germany' });
    await second.getByRole('button', { name: 'Save Contact 2' }).click();
    await page.getByText('Personal situation update sent').waitFor();
    await second.getByRole('button', { name: 'Edit Contact 2' }).waitFor();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
      mobile: '+33 7 11 22 33 44',
      nationality: 'DE',
      birthCountry: 'FRA',
      birthday: '1982-09-30',
    });

    await page.reload();
    expect(await shown(contact(page, 2), 'Mobile').textContent()).toBe('+33 7 11 22 33 44');
    expect(await shown(contact(page, 2), 'Nationality').textContent()).toBe('Germany');
    const thomas = (await family('parent')).familyInfo.familyMembers.find((m) => m.first_name === 'Thomas');
    expect(thomas).toMatchObject({ mobile: '+33 7 11 22 33 44', nationality: 'DE', birthday: '1982-09-30' });
  });

  it('shows each required message under its field', async () => {
    const { page } = await open();
    const sent = recordPosts(page, '/api/family/update-family-member/');
    await signIn(page, env.baseUrl, 'parent', '/parentinfo');
    const first = contact(page, 1);
    await first.getByRole('button', { name: 'Edit Contact 1' }).click();
    for (const label of ['Last name', 'First name', 'Phone', 'Mobile']) await first.getByLabel(label).fill('');
    await first.getByRole('button', { name: 'Save Contact 1' }).click();
    for (const message of ['Last name is required', 'First name is required', 'Phone number is required', 'Mobile number is required']) {
      await first.getByText(message).waitFor();
    }
    await first.getByLabel('Phone').fill('not a phone');
    await first.getByText('Phone number is not valid').waitFor();
    expect(sent).toEqual([]);
    await first.getByRole('button', { name: 'Cancel' }).click();
    expect(await shown(first, 'First name').textContent()).toBe('Camille');
  });

  it('changes the financial source and observation', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/parentinfo');
    await page.getByRole('tab', { name: 'Financial' }).click();
    const financial = page.getByRole('region', { name: 'Financial', exact: true });
    expect(await financial.locator('dt:text-is("SOURCE") + dd').textContent()).toBe('Individual');
    await financial.getByRole('button', { name: /^Edit/ }).click();
    expect(await financial.getByLabel('Individual').isChecked()).toBe(true);
    await financial.getByLabel('Enterprise').check();
    await financial.getByLabel('OBSERVATION').fill('Paid by the employer');
    await financial.getByRole('button', { name: 'Save Change' }).click();
    await page.getByText('Financial information update sent').waitFor();
    await financial.locator('dt:text-is("SOURCE") + dd', { hasText: 'Enterprise' }).waitFor();
    expect(await financial.locator('dt:text-is("OBSERVATION") + dd').textContent()).toBe('Paid by the employer');
    expect(await family('parent')).toMatchObject({ financialSource: 'Enterprise', financialObservation: 'Paid by the employer' });
  });

  it("asks for a source ('Please select a source.') and sends nothing without one", async () => {
    const { page } = await open();
    const sent = recordPosts(page, '/api/family/update-financial');
    await signIn(page, env.baseUrl, 'parent2', '/parentinfo');
    await page.getByRole('heading', { level: 1, name: 'Dubois Family' }).waitFor();
    await page.getByRole('tab', { name: 'Financial' }).click();
    const financial = page.getByRole('region', { name: 'Financial', exact: true });
    await financial.getByRole('button', { name: /^Edit/ }).click();
    await financial.getByRole('button', { name: 'Save Change' }).click();
    await financial.getByText('Please select a source.').waitFor();
    expect(sent).toEqual([]);
    expect((await family('parent2')).financialSource).toBeNull();
  });

  it('speaks French: heading, tabs, labels, countries named and sorted in French, and the validation messages', async () => {
    const { page } = await openInFrench();
    const sent = recordPosts(page, '/api/family/update-family-member/');
    await signIn(page, env.baseUrl, 'parent', '/parentinfo');
    await page.getByRole('heading', { level: 1, name: 'Famille Martin' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Informations', 'Informations financières']);
    const first = contact(page, 1);
    expect(await shown(first, 'Prénom').textContent()).toBe('Camille');
    expect(await shown(first, 'Lien de parenté').textContent()).toBe('Mère');
    expect(await shown(first, 'Date de naissance').textContent()).toBe('12 mars 1984');
    expect(await shown(first, 'Parle anglais').textContent()).toMatch(/^(Oui|Non)$/);
    expect(await page.title()).toMatch(/^Famille Martin/);

    await first.getByRole('button', { name: 'Modifier Contact 1' }).click();
    const nationalities = await first.getByLabel('Nationalité').locator('option').allTextContents();
    expect(nationalities[0]).toBe('Non renseigné');
    expect(nationalities).toContain('Allemagne');
    expect(nationalities.indexOf('Égypte')).toBeLessThan(nationalities.indexOf('Espagne'));
    await first.getByLabel('Portable').fill('');
    await first.getByLabel('Nom', { exact: true }).fill('');
    await first.getByRole('button', { name: 'Enregistrer Contact 1' }).click();
    await first.getByText('Le numéro de portable est obligatoire').waitFor();
    await first.getByText('Le nom est obligatoire').waitFor();
    await first.getByLabel('Portable').fill('07 98');
    await first.getByText('Le numéro de portable n’est pas valide').waitFor();
    expect(sent).toEqual([]);
    await first.getByRole('button', { name: 'Annuler' }).click();
    expect(await shown(first, 'Prénom').textContent()).toBe('Camille');
  });

  it('is for parents only', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student', '/parentinfo');
    await page.waitForURL('**/unauthorized');
  });
});
