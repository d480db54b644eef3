import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserServer, type Page, chromium } from 'playwright-core';
import { repoRoot } from './server';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(repoRoot, 'e2e/screenshots');
export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

const LAUNCH_OPTIONS = {
  executablePath: CHROME_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/**
 * One Chromium for the whole run of the journeys, which every test file connects to: launching one
 * per file cost seconds each on a busy machine. Tests stay apart all the same, each in a fresh
 * context (its own cookies, storage and cache).
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export type TestPage = { page: Page; context: BrowserContext; pageErrors: string[] };

/**
 * A fresh context per test (its own localStorage and cookies), recording uncaught page errors. English
 * unless told (the browser's language decides a new visitor's), in the school's time zone unless told.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport = DESKTOP,
  {
    locale = 'en-GB',
    timezoneId,
    serviceWorkers = 'block',
  }: { locale?: string; timezoneId?: string; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<TestPage> {
  // The service worker (docs/decisions/072) is blocked unless a journey asks for it: requests it
  // handles would escape page.route(), which many journeys use to make the server fail.
  const context = await browser.newContext({ baseURL: baseUrl, viewport, acceptDownloads: true, locale, timezoneId, serviceWorkers });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { page, context, pageErrors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Resolves once every request the page sent before this call has been reported to the test: the
 * page sends a marker request now, and requests are reported in the order they are sent. To check
 * that a click sent nothing without waiting a fixed time.
 */
export async function requestsSentSoFar(page: Page): Promise<void> {
  const marker = `/login?requests-sent-so-far=${Date.now()}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate(async (url) => {
      await fetch(url);
    }, marker),
  ]);
}
