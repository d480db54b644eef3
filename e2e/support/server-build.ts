import { buildServerBundle as bundleEntries } from '../../apps/server/test/helpers/server-bundle';

/**
 * The server bundled once per run of the journeys (apps/server/test/helpers/server-bundle.ts, which the
 * API suite uses too): started through tsx, each server spent about 8 s compiling TypeScript on a busy
 * 2-core machine, once per journey file; the bundle starts in under 1 s.
 */
export async function buildServerBundle(): Promise<{ file: string; remove: () => Promise<void> }> {
  const { files, remove } = await bundleEntries('e2e', ['main']);
  return { file: files.main!, remove };
}
