import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/lingui-macros.ts';

const UNIT_ROOTS = ['packages/contract/src', 'apps/web/src'];
const UNIT_TEST = /\.test\.tsx?$/;

/**
 * The unit test files that replace a module with `vi.mock`. A worker that keeps modules from one file to
 * the next may already hold the real module when such a file starts, and the replacement would not
 * apply; so these run isolated, the others share their worker's modules. Found by reading the files, so
 * a new test that mocks a module lands on the right side by itself.
 */
function filesMockingModules(): string[] {
  return UNIT_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => UNIT_TEST.test(file))
      .map((file) => join(root, file))
      .filter((file) => readFileSync(file, 'utf8').includes('vi.mock(')),
  );
}
const mockingFiles = filesMockingModules();
const unitProject = {
  // The web app's macros and catalogs, as the build has them (apps/web/vite.config.ts).
  plugins: [linguiMacros(), lingui({ configPath: 'apps/web/lingui.config.ts' })],
  setupFiles: ['apps/web/src/test/setup.ts'],
  testTimeout: 20_000,
  environment: 'node',
} as const;

/**
 * Four projects: `unit` and `unit-mocks` (the web app's and the contract's pure rules and components;
 * the files that replace a module apart, see `filesMockingModules`), `server-unit`
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
        plugins: unitProject.plugins,
        test: {
          name: 'unit',
          setupFiles: unitProject.setupFiles,
          testTimeout: unitProject.testTimeout,
          environment: unitProject.environment,
          include: ['packages/contract/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          exclude: mockingFiles,
          // A worker keeps the app's modules from one file to the next: imported afresh per file they were
          // two thirds of the unit tests' time (189 s against 55 s, docs/benchmarks.md). Files share no
          // state: the setup file puts back the language, the storage and the timers after each test.
          isolate: false,
        },
      },
      {
        plugins: unitProject.plugins,
        test: {
          name: 'unit-mocks',
          setupFiles: unitProject.setupFiles,
          testTimeout: unitProject.testTimeout,
          environment: unitProject.environment,
          include: mockingFiles,
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
