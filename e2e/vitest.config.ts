import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: each file starts its own server (bundled once per run by global-setup.ts) on a
 * fresh database with the demo school, and drives the run's one system Chromium in a fresh context
 * per test. `npm test` builds the web app first; by hand, run `npm run build`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    // A worker keeps its imported modules (playwright-core, axe) from one file to the next: imported
    // afresh per file they cost about 4 s each on a busy machine. Files still share no state: each
    // starts its own server and its own browser connection (support/setup.ts).
    isolate: false,
    // Two files at a time: each holds a server and a browser, and the machine is shared.
    maxWorkers: 2,
    testTimeout: 60_000,
    // One retry: on two shared cores a page can miss a wait by a hair (a lazy chunk, an image). A
    // real regression fails twice; the retried tests are listed in the output, so flakes stay seen
    // and get fixed (two were: the forms toasts and the login picture now poll).
    retry: 1,
    // Print a failed expectation whole (axe's violations, long texts), not shortened to 'Array(1)'.
    chaiConfig: { truncateThreshold: 0 },
    hookTimeout: 120_000,
  },
});
