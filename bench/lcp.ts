/**
 * npm run bench:lcp (after npm run build): Largest Contentful Paint of /login and of the home page of
 * the signed-in parent, on the real server with the demo school, in Chromium on a phone viewport with
 * the CPU slowed 4 times and a slow mobile network (SLOW_MOBILE below). Each run is a fresh context (cold
 * cache). Prints median and max; asserts nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { MOBILE, launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { fmt, percentile } from './lib/measure';
import { type StorageState, signedInState } from './lib/signed-in-state';

const RUNS = Number(process.env.LCP_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/**
 * A slow mobile network, as Chromium's DevTools apply it to every response (compressed bytes, as sent):
 * about 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. Throughputs are in bytes per second.
 */
const SLOW_MOBILE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/** The last LCP entry Chromium reported, read once the page is quiet (the entry stops changing then). */
function readLcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries arrive in the observer's first callback, which is queued as a task.
        setTimeout(() => resolve(last), 500);
      }),
  );
}

async function measure(browser: Browser, baseUrl: string, path: string, storageState?: StorageState): Promise<number> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: MOBILE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_MOBILE);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended on ${page.url()}`);
  const lcp = await readLcp(page);
  await context.close();
  if (lcp === 0) throw new Error(`no largest-contentful-paint entry for ${path}`);
  return lcp;
}

async function main() {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const parent = await signedInState(browser, server.baseUrl, 'parent');

    console.log(
      `LCP, Chromium headless, ${MOBILE.width}x${MOBILE.height} phone viewport, CPU slowed ${CPU_SLOWDOWN}x, ` +
        `network ${(SLOW_MOBILE.downloadThroughput * 8) / 1e6} Mbit/s down, ${SLOW_MOBILE.latency} ms latency, cold cache, ${RUNS} runs`,
    );
    console.log('| page | median ms | max ms | runs ms |');
    console.log('|---|---|---|---|');
    for (const [name, path, state] of [
      ['/login', '/login', undefined],
      ['/ (home, parent)', '/', parent],
    ] as const) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, server.baseUrl, path, state));
      console.log(
        `| ${name} | ${fmt(percentile(runs, 50), 0)} | ${fmt(Math.max(...runs), 0)} | ${runs.map((ms) => fmt(ms, 0)).join(', ')} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
