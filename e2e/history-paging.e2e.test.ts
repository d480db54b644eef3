import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { addDuboisHistory } from './support/database';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * Cost that does not grow with history (decision 075): a family with years of notifications, registry
 * entries and documents sees the recent part as before, and reaches the older part with 'Show older',
 * page by page.
 */
const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));
const OLD_NOTIFICATIONS = 150;
const OLD_ENTRIES = 12;
const OLD_DOCUMENTS = 8;

beforeAll(() => addDuboisHistory(env.databaseFile, { notifications: OLD_NOTIFICATIONS, entries: OLD_ENTRIES, documents: OLD_DOCUMENTS }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

describe('older notifications', () => {
  it("the panel shows the newest 100, then 'Show older' adds the rest and goes away at the end", async () => {
    const { page } = await open();
    const api = await apiAs(env.baseUrl, 'parent2');
    const newest = await api.notifications();
    expect(newest).toHaveLength(100);
    await signIn(page, env.baseUrl, 'parent2');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const items = panel.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(100);
    expect(await panel.getByText(`Archived notice ${OLD_NOTIFICATIONS}`, { exact: true }).count()).toBe(0);
    const showOlder = panel.getByRole('button', { name: 'Show older' });
    await showOlder.click();
    await panel.getByText(`Archived notice ${OLD_NOTIFICATIONS}`, { exact: true }).waitFor();
    const total = OLD_NOTIFICATIONS + newest.filter((n) => !n.content.startsWith('Archived')).length;
    expect(await items.count()).toBe(total);
    expect(await showOlder.count()).toBe(0);
    // The button went with the focus on it: the list holds the focus now, the panel stays open.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications');
    expect(await panel.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('older registry entries', () => {
  it("the child page shows this and last school year, then 'Show older' adds the entries before, at 375 px too", async () => {
    const { page } = await open(MOBILE);
    const registry = await (await apiAs(env.baseUrl, 'parent2')).get<Array<{ child: { id: number } }>>('/api/registry');
    const noah = registry[0]?.child.id;
    if (!noah) throw new Error('the demo school gives Noah registry entries');
    await signIn(page, env.baseUrl, 'parent2', `/childinfo?children=${noah}`);
    const panel = page.getByRole('region', { name: 'Registry', exact: true });
    const rows = panel.getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(registry.length);
    await panel.getByRole('button', { name: 'Show older' }).click();
    await expect.poll(() => rows.count()).toBe(registry.length + OLD_ENTRIES);
    expect(await panel.getByRole('button', { name: 'Show older' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('older documents', () => {
  it("the documents page shows this and last school year, then 'Show older' brings the older ones and their types, at 375 px", async () => {
    const { page } = await open(MOBILE);
    const recent = await (await apiAs(env.baseUrl, 'parent2')).get<Array<{ type: string }>>('/api/documents');
    const recentInvoices = recent.filter((d) => d.type === 'Invoice').length;
    await signIn(page, env.baseUrl, 'parent2', '/documents');
    const tabs = page.getByRole('tablist', { name: 'Document type' }).getByRole('tab');
    // The sr-only '(new)' of a type holding an unseen document is not what this test is about.
    const tabNames = async () => (await tabs.allTextContents()).map((text) => text.replace('(new)', ''));
    await tabs.first().waitFor();
    expect(await tabNames()).toEqual(['Invoice', 'School certificate']);
    const cards = page.getByRole('tabpanel').getByRole('article');
    expect(await cards.count()).toBe(recentInvoices);
    expect(await page.getByText('Archived invoice', { exact: false }).count()).toBe(0);
    const showOlder = page.getByRole('button', { name: 'Show older' });
    expect(await axeViolations(page)).toEqual([]);

    await showOlder.click();
    await expect.poll(tabNames).toEqual(['Certificate', 'Invoice', 'School certificate']);
    // The invoices tab holds six cards at most: the newest, the older ones' beyond them counted in the note.
    const invoices = recentInvoices + OLD_DOCUMENTS - 1;
    expect(await cards.count()).toBe(Math.min(6, invoices));
    if (invoices > 6) await page.getByText(`The 6 most recent of ${invoices} are shown`, { exact: false }).waitFor();
    expect(await showOlder.count()).toBe(0);
    await tabs.first().click();
    expect(await cards.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
