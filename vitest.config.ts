import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/lingui-macros.ts';

/**
 * Three projects: `unit` (the web app's and the contract's pure rules and components), `server-unit`
 * (the server's code that touches no database, tested beside it in apps/server/src) and `api` (the
 * server on a real database, apps/server/test: SQLite by default, PostgreSQL when TEST_ENGINE=postgres).
 * `npm test` runs `api` once per engine and the others once (decision 085). The browser journeys run
 * apart (e2e/).
 */
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        // The web app's macros and catalogs, as the build has them (apps/web/vite.config.ts).
        plugins: [linguiMacros(), lingui({ configPath: 'apps/web/lingui.config.ts' })],
        test: {
          name: 'unit',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
          include: ['packages/contract/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['apps/server/test/helpers/fail-on-console-error.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          setupFiles: ['apps/server/test/helpers/fail-on-console-error.ts'],
          // A worker keeps the server's modules from one file to the next: imported afresh per file they
          // cost 3 to 15 s each (Fastify, Kysely, every area's routes), about half the suite's time on a
          // busy 2-core machine (decision 085). Files still share no data: each builds its own app on its
          // own database, and no test changes a module's state or the environment for the next.
          isolate: false,
          globalSetup: ['apps/server/test/helpers/seeded-template.ts', 'apps/server/test/helpers/server-bundle-setup.ts'],
          // A few tests start the real server process, twice in one test; one of them through tsx as
          // `npm start` does, which took 8 s on a busy 2-core machine: 30 s was not enough there.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
