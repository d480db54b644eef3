import type { TestProject } from 'vitest/node';
import { buildServerBundle, type ServerBundle } from './server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server and its commands bundled once for the run, which the tests start as processes (./server-command). */
    serverBundleFiles: ServerBundle;
  }
}

/** Once per run of the API suite: bundle every entry a test starts as a process; remove the files at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { files, remove } = await buildServerBundle('api', ['main', 'backup', 'import', 'new-school-year']);
  project.provide('serverBundleFiles', files);
  return remove;
}
