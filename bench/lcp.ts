/**
 * npm run bench:lcp (after npm run build): Largest Contentful Paint of /login and of the home page of
 * the signed-in parent, in English and in French (a browser whose language is French), on the real
 * server with the demo school, in Chromium on a phone viewport with the CPU slowed 4 times and a slow
 * mobile network (SLOW_MOBILE below). Each run is a fresh context (cold cache). Prints median, max and
 * every run; asserts nothing.
 *
 *   npm run bench:lcp -- --vs <another checkout>
 *
 * also starts that checkout's own server (its own server code and its own built apps/web/dist, run
 * from its folder through tsx) beside this one, and measures the two alternately (before, after,
 * before, after...) in one run, so both see the same machine; it prints the ratio after/before of the
 * medians. The other checkout needs its node_modules and `npm run build`. LCP_RUNS runs each (5 unless told).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { MOBILE, launchBrowser } from '../e2e/support/browser';
import { repoRoot, startServer, type TestServer } from '../e2e/support/server';
import { fmt, percentile } from './lib/measure';
import { type StorageState, signedInState } from './lib/signed-in-state';

const RUNS = Number(process.env.LCP_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/**
 * A slow mobile network, as Chromium's DevTools apply it to every response (compressed bytes, as sent):
 * about 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. Throughputs are in bytes per second.
 */
const SLOW_MOBILE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const LANGUAGES = [
  { name: 'English', locale: 'en-GB', lang: 'en' },
  { name: 'French', locale: 'fr-FR', lang: 'fr' },
] as const;
type Language = (typeof LANGUAGES)[number];
type Build = { label: string; server: TestServer; parent: StorageState };

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

async function measure(browser: Browser, baseUrl: string, path: string, language: Language, storageState?: StorageState): Promise<number> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: MOBILE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: language.locale,
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
  // The page must speak the browser's language, or the French figure would measure the English page.
  const spoken = await page.evaluate(() => document.documentElement.lang);
  if (spoken !== language.lang) throw new Error(`${path} spoke '${spoken}' in a ${language.name} browser`);
  const lcp = await readLcp(page);
  await context.close();
  if (lcp === 0) throw new Error(`no largest-contentful-paint entry for ${path}`);
  return lcp;
}

/** The checkout's commit, to name its build in the table. */
function commitOf(root: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const isDirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return isDirty ? `${commit}+changes` : commit;
  } catch {
    return path.basename(root);
  }
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function startBuild(browser: Browser, label: string, root?: string): Promise<Build> {
  const server = await startServer({}, { root });
  return { label, server, parent: await signedInState(browser, server.baseUrl, 'parent') };
}

async function main() {
  const vsRoot = argument('--vs');
  const browser = await launchBrowser();
  const builds: Build[] = [];
  try {
    // The other checkout first: in the table and in each pair of runs, 'before' comes first.
    if (vsRoot) builds.push(await startBuild(browser, `before (${commitOf(path.resolve(vsRoot))})`, path.resolve(vsRoot)));
    builds.push(await startBuild(browser, `${vsRoot ? 'after' : 'this build'} (${commitOf(repoRoot)})`));

    console.log(
      `LCP, Chromium headless, ${MOBILE.width}x${MOBILE.height} phone viewport, CPU slowed ${CPU_SLOWDOWN}x, ` +
        `network ${(SLOW_MOBILE.downloadThroughput * 8) / 1e6} Mbit/s down, ${SLOW_MOBILE.latency} ms latency, cold cache, ${RUNS} runs` +
        (builds.length > 1 ? ' each, the builds alternately' : ''),
    );
    console.log(`| page | language | build | median ms | max ms | runs ms |${builds.length > 1 ? ' after/before |' : ''}`);
    console.log(`|---|---|---|---|---|---|${builds.length > 1 ? '---|' : ''}`);
    for (const [name, pagePath, isSignedIn] of [
      ['/login', '/login', false],
      ['/ (home, parent)', '/', true],
    ] as const) {
      for (const language of LANGUAGES) {
        const runs = builds.map(() => [] as number[]);
        for (let i = 0; i < RUNS; i += 1) {
          for (const [index, build] of builds.entries()) {
            runs[index]!.push(await measure(browser, build.server.baseUrl, pagePath, language, isSignedIn ? build.parent : undefined));
          }
        }
        const medians = runs.map((ms) => percentile(ms, 50));
        for (const [index, build] of builds.entries()) {
          const ms = runs[index]!;
          const ratio =
            builds.length > 1 && index === builds.length - 1
              ? ` ${fmt(medians[index]! / medians[0]!, 2)} |`
              : builds.length > 1
                ? ' |'
                : '';
          console.log(
            `| ${name} | ${language.name} | ${build.label} | ${fmt(medians[index]!, 0)} | ${fmt(Math.max(...ms), 0)} | ${ms.map((run) => fmt(run, 0)).join(', ')} |${ratio}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(builds.map((build) => build.server.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
