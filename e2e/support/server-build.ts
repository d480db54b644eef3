import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './server';

/**
 * Where a run's server bundle goes: one file per run, so two runs at once never start half-written
 * code. It must sit two folders below apps/ (as src/main.ts does), because the server finds the built
 * web app at import.meta.dirname + '../../web/dist'.
 */
const bundleFile = () => path.join(repoRoot, `apps/server/dist/e2e-server-${process.pid}.mjs`);

/**
 * Bundles the server (its own code and the contract package) into one JavaScript file, leaving the
 * npm dependencies to Node. Started through tsx, each server spent about 8 s compiling TypeScript on a
 * busy 2-core machine, once per journey file; the bundle starts in under 1 s. Built afresh on every
 * run of the journeys (about 1 s), so it never serves stale code.
 */
export async function buildServerBundle(): Promise<{ file: string; remove: () => Promise<void> }> {
  const file = bundleFile();
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: [path.join(repoRoot, 'apps/server/src/main.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@carnet/')),
    logLevel: 'warning',
  });
  return { file, remove: () => rm(file, { force: true }) };
}
