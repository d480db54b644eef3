import { inject } from 'vitest';
import { SERVER_ENTRIES, type ServerEntry } from './server-bundle';

/**
 * Node's arguments that run one of the server's entries as its own process: the run's bundle
 * (./server-bundle-setup) by default, or the TypeScript sources through tsx as npm's scripts do
 * (`sources`), which main-process.test.ts keeps proving. Outside a Vitest run (the benches) there is
 * no bundle: the sources run.
 */
export function serverCommand(entry: ServerEntry, options: { sources?: boolean } = {}): string[] {
  const bundled = options.sources || !process.env.VITEST ? undefined : inject('serverBundleFiles')?.[entry];
  return bundled ? ['--enable-source-maps', bundled] : ['--import', 'tsx', SERVER_ENTRIES[entry]];
}
