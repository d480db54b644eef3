import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/lingui-macros.ts';

/**
 * Two projects: `unit` (pure rules and components) and `api` (the server on a real database,
 * SQLite by default, PostgreSQL when TEST_ENGINE=postgres). The browser journeys run apart (e2e/).
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
          name: 'api',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          setupFiles: ['apps/server/test/helpers/fail-on-console-error.ts'],
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
