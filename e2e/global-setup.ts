import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './support/browser';
import { buildServerBundle } from './support/server-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium every journey file connects to (support/setup.ts). */
    browserWsEndpoint: string;
    /** The server bundled once for the run, which each journey file starts on its own database. */
    serverBundle: string;
  }
}

/** Once per run of the journeys: bundle the server and start the shared browser; stop it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [bundled, launched] = await Promise.allSettled([buildServerBundle(), launchBrowserServer()]);
  if (bundled.status === 'rejected' || launched.status === 'rejected') {
    if (launched.status === 'fulfilled') await launched.value.close();
    if (bundled.status === 'fulfilled') await bundled.value.remove();
    throw bundled.status === 'rejected' ? bundled.reason : (launched as PromiseRejectedResult).reason;
  }
  const [bundle, browser] = [bundled.value, launched.value];
  project.provide('serverBundle', bundle.file);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await bundle.remove();
  };
}
