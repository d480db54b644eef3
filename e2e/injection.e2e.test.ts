import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts';
import { type TestPage, openPage } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * Markup stored through the API in fields the screens show must be shown as text: no stored
 * script runs (no alert, window.__pwned stays unset) and the payload appears literally.
 */
const env = useServerAndBrowser();
let current: (TestPage & { dialogs: string[] }) | null = null;

const PWN = 'window.__pwned=true';
const stored = {
  firstName: `<img src=x onerror="${PWN};alert(1)">`,
  job: `<script>${PWN}</script>`,
  address: '"><svg onload=alert(2)>',
  observation: `<img src=x onerror=alert(3)><script>${PWN}</script>`,
  formName: `<script>alert(4)</script>`,
  formAnswer: `<iframe srcdoc="<script>parent.${PWN}</script>"></iframe>`,
};

/** Signs in as the Martin parent and writes as the web app does: bearer token and the echoed XSRF cookie. */
async function writer() {
  const { email, password } = ACCOUNTS.parent;
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
      ?.split(';')[0]
      ?.slice('XSRF-TOKEN='.length) ?? '';
  const headers = {
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    Cookie: `XSRF-TOKEN=${xsrf}`,
    'X-XSRF-TOKEN': xsrf,
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${env.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  return call;
}

beforeAll(async () => {
  const call = await writer();
  const family = (await call('GET', '/api/family')) as { familyInfo: { familyMembers: Array<{ id: number }> } };
  const member = family.familyInfo.familyMembers[0]!;
  await call('POST', `/api/family/update-family-member/${member.id}`, {
    civility: 'Mrs',
    family_tie: 'Mother',
    last_name: 'Martin',
    first_name: stored.firstName,
    phone: '+33 1 44 55 66 77',
    mobile: '06 12 34 56 78',
    job: stored.job,
    address: stored.address,
    contactable: true,
    speaksEnglish: true,
  });
  await call('POST', '/api/family/update-financial', { source: 'Individual', observation: stored.observation });
  const requests = (await call('GET', '/api/form/my')) as Array<{ id: number; child: { first_name: string }; form: { name: string } }>;
  const trip = requests.find((r) => r.child.first_name === 'Léa' && r.form.name === 'School trip to the Louvre')!;
  await call('PATCH', `/api/form/${trip.id}/send-data`, {
    contactInfo: { familyTie: 'Mother', civility: 'Mrs.', Firstname: stored.formName, Lastname: 'Martin', Mobile: '0612345678' },
    form: { 'question 0': 'Yes', 'question 1': 'School bus', 'question 2': stored.formAnswer },
  });
});

async function open(path: string): Promise<Page> {
  current = { ...(await openPage(env.browser, env.baseUrl)), dialogs: [] };
  const { page, dialogs } = current;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, env.baseUrl, 'parent', path);
  return page;
}

/** Waits until the payload is on screen as text, then proves nothing of it ran. */
async function expectShownAsText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
}

afterEach(async () => {
  expect(current?.dialogs ?? []).toEqual([]);
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

describe('stored markup is shown as text, never run', () => {
  it('on the family page: contact fields and the financial observation', async () => {
    const page = await open('/parentinfo');
    await page.getByRole('heading', { level: 1, name: 'Martin Family' }).waitFor();
    for (const text of [stored.firstName, stored.job, stored.address]) await expectShownAsText(page, text);
    expect(await page.locator('img[src="x"], svg[onload], script:not([src])').count()).toBe(0);
    await page.getByRole('tab', { name: 'Financial' }).click();
    await expectShownAsText(page, stored.observation);
  });

  it('on a sent form: contact answers and a free answer', async () => {
    const page = await open('/forms');
    const trip = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'School trip to the Louvre', exact: true }) });
    await trip.getByRole('button', { name: /^See/ }).click();
    await expectShownAsText(page, stored.formName);
    await expectShownAsText(page, stored.formAnswer);
    expect(await page.locator('iframe').count()).toBe(0);
  });
});
