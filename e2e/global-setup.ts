import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './support/browser';
import { seedDatabase } from './support/seeded-database';
import { buildServerBundle } from './support/server-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium every journey file connects to (support/setup.ts). */
    browserWsEndpoint: string;
    /** The server bundled once for the run, which each journey file starts on its own database. */
    serverBundle: string;
    /** The demo school's SQLite file, seeded once for the run: each journey file's server starts on a copy. */
    seededDatabase: string;
  }
}

/**
 * Once per run of the journeys: bundle the server, seed the demo school's database with it and start the
 * shared browser; stop and remove them at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [bundled, launched] = await Promise.allSettled([buildServerBundle(), launchBrowserServer()]);
  if (bundled.status === 'rejected' || launched.status === 'rejected') {
    if (launched.status === 'fulfilled') await launched.value.close();
    if (bundled.status === 'fulfilled') await bundled.value.remove();
    throw bundled.status === 'rejected' ? bundled.reason : (launched as PromiseRejectedResult).reason;
  }
  const [bundle, browser] = [bundled.value, launched.value];
  const seeded = await seedDatabase(bundle.file).catch(async (error: unknown) => {
    await browser.close();
    await bundle.remove();
    throw error;
  });
  project.provide('serverBundle', bundle.file);
  project.provide('seededDatabase', seeded.file);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await bundle.remove();
    await seeded.remove();
  };
}
