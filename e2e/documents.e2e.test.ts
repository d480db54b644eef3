import { afterEach, describe, expect, it } from 'vitest';
import { apiAs, eventually } from './support/api';
import { DESKTOP, type TestPage, openPage } from './support/browser';
import { downloadedBytes, isPdf, recordBlobUrls, tabContent, zipEntries } from './support/documents';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));
const openInFrench = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport, { locale: 'fr-FR' }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

type Doc = { id: number; title: string; type: string; date: string; child: { id: number }; hasNotification: boolean };
const LEA = 1;
const documentsOf = async (childId: number, type: string) =>
  (await apiAs(env.baseUrl, 'parent').then((api) => api.get<Doc[]>('/api/documents'))).filter(
    (d) => d.child.id === childId && d.type === type,
  );

const cards = (page: TestPage['page']) => page.getByRole('tabpanel').getByRole('article');

describe('documents', () => {
  it('shows one child and one type at a time: at most 6 cards, newest first, each title whole', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/documents');
    const tabs = page.getByRole('tablist', { name: 'Document type' }).getByRole('tab');
    await tabs.first().waitFor();
    // The sr-only '(new)' marks the types holding an unseen document.
    expect(await tabs.allTextContents()).toEqual(['Invoice(new)', 'Letter(new)', 'School certificate']);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('radio', { name: 'Léa' }).isChecked()).toBe(true);

    const invoices = await documentsOf(LEA, 'Invoice');
    expect(invoices.length).toBeGreaterThan(6);
    const newest = [...invoices].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 6);
    // The whole title shows (two lines at most), not its first 15 characters.
    // The first line is the title; the unseen dot's 'New' follows it.
    const shown = (await cards(page).getByRole('heading', { level: 3 }).allInnerTexts()).map((text) => text.split('\n')[0]);
    expect(shown).toEqual(newest.map((d) => d.title));
    expect(newest.some((d) => d.title.length > 15)).toBe(true);

    await page.getByText('Hugo').click();
    await expect.poll(() => cards(page).count()).toBe((await documentsOf(2, 'Invoice')).length);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
  });

  it('opens a document in a new tab and saves one, both real PDFs', async () => {
    const { page, context } = await open();
    await recordBlobUrls(context);
    await signIn(page, env.baseUrl, 'parent', '/documents');
    const card = cards(page).first();
    const [tab] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: /^See/ }).click()]);
    expect(await tabContent(page, tab)).toEqual({ type: 'application/pdf', head: '%PDF-' });
    await page.getByText('Document opened in new tab').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /^download/ }).click()]);
    const title = (await documentsOf(LEA, 'Invoice')).sort((a, b) => b.date.localeCompare(a.date))[0]!.title;
    expect(download.suggestedFilename()).toBe(`${title}.pdf`);
    expect(isPdf(await downloadedBytes(download))).toBe(true);
    await page.getByText('Document downloaded').waitFor();
  });

  it('removes the unseen dot once the document is opened', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/documents');
    const letterTab = page.getByRole('tab', { name: /^Letter/ });
    expect(await letterTab.innerText()).toContain('(new)');
    await letterTab.click();
    const trip = cards(page).filter({ hasText: 'School trip to Normandy' });
    expect(await trip.getByText('New', { exact: true }).count()).toBe(1);
    const [tab] = await Promise.all([page.waitForEvent('popup'), trip.getByRole('button', { name: /^See/ }).click()]);
    await tab.waitForURL(/^blob:/);
    await expect.poll(() => trip.getByText('New', { exact: true }).count()).toBe(0);
    expect(await letterTab.innerText()).not.toContain('(new)');
    const trips = await documentsOf(LEA, 'Letter');
    expect(trips.find((d) => d.title === 'School trip to Normandy')?.hasNotification).toBe(false);
  });

  it("saves every document of the child and type in one zip with 'Download all documents', showing progress", async () => {
    const { page, context } = await open();
    // Hold the files until the progress has been seen (it shows at 0 before the first file comes).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/documents/*/download', async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, env.baseUrl, 'parent', '/documents');
    await cards(page).first().waitFor();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all documents' }).click();
    await page.getByRole('progressbar', { name: 'Download all documents' }).waitFor();
    release();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('Léa Martin - Invoice.zip');
    const entries = await zipEntries(download);
    const invoices = await documentsOf(LEA, 'Invoice');
    expect(Object.keys(entries).sort()).toEqual(invoices.map((d) => `${d.title}.pdf`).sort());
    for (const bytes of Object.values(entries)) expect(isPdf(bytes)).toBe(true);
    await page.getByText('Document downloaded').waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await eventually(async () => (await documentsOf(LEA, 'Invoice')).every((d) => !d.hasNotification));
  });

  it("tells when a file cannot be had or opened (the list's own states: documents-page.states.test.tsx)", async () => {
    const { page, context } = await open();
    await context.route('**/api/documents/*/download', (route) =>
      route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'gone' } }),
    );
    await signIn(page, env.baseUrl, 'parent', '/documents');
    await cards(page)
      .first()
      .getByRole('button', { name: /^download/ })
      .click();
    await page.getByText('failed to download the document').waitFor();
    const [tab] = await Promise.all([page.waitForEvent('popup'), cards(page).first().getByRole('button', { name: /^See/ }).click()]);
    await page.getByText('An error occurred while opening the document.').waitFor();
    await eventually(async () => tab.isClosed());
  });

  it("speaks French: the types translated and in French order, the zip named in French, the file still '{title}.pdf'", async () => {
    const { page } = await openInFrench();
    await signIn(page, env.baseUrl, 'parent', '/documents');
    const tabs = page.getByRole('tablist', { name: 'Type de document' }).getByRole('tab');
    await tabs.first().waitFor();
    expect((await tabs.allInnerTexts()).map((text) => text.split('\n')[0]?.trim())).toEqual([
      'Certificat de scolarité',
      'Courrier',
      'Facture',
    ]);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: /^Facture/ }).click();
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger tous les documents' }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('Léa Martin - Facture.zip');
    await page.getByText('Document téléchargé').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      cards(page)
        .first()
        // The card's buttons are shared with other screens: 'download' until they speak French too.
        .getByRole('button', { name: /^(download|télécharger)/i })
        .click(),
    ]);
    const title = (await documentsOf(LEA, 'Invoice')).sort((a, b) => b.date.localeCompare(a.date))[0]!.title;
    expect(download.suggestedFilename()).toBe(`${title}.pdf`);
  });

  it('is refused to a student', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student', '/documents');
    await page.waitForURL(`${env.baseUrl}/unauthorized`);
  });
});
