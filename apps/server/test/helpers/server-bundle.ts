import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** What a test may start as its own process: the server (`npm run serve`) and the operator's commands. */
export const SERVER_ENTRIES = {
  main: 'apps/server/src/main.ts',
  backup: 'apps/server/src/ops/backup-cli.ts',
  import: 'apps/server/src/ops/import-cli.ts',
  'new-school-year': 'apps/server/src/ops/new-school-year-cli.ts',
} as const;
export type ServerEntry = keyof typeof SERVER_ENTRIES;

/** Each bundled entry's JavaScript file, by entry. */
export type ServerBundle = Partial<Record<ServerEntry, string>>;

/**
 * Bundles the given entries (their own code and the contract package) into one JavaScript file each,
 * leaving the npm dependencies to Node. Started through tsx, each process spent about 8 s compiling
 * TypeScript on a busy 2-core machine; a bundle starts in under a second (decision 085). Built afresh
 * by every run that uses it (about 1 s), so it never runs stale code.
 *
 * The files are named after the run (`label` and the process id), so two runs at once never start
 * half-written code, and sit in apps/server/dist, two folders below apps/ as src/main.ts does: the
 * server finds the built web app at import.meta.dirname + '../../web/dist'.
 */
export async function buildServerBundle(
  label: string,
  entries: readonly ServerEntry[],
): Promise<{ files: ServerBundle; remove: () => Promise<void> }> {
  const outdir = path.join(repoRoot, 'apps/server/dist');
  const outName = (entry: ServerEntry) => `${entry}-${label}-${process.pid}`;
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: entries.map((entry) => ({ in: path.join(repoRoot, SERVER_ENTRIES[entry]), out: outName(entry) })),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@carnet/')),
    logLevel: 'warning',
  });
  const files = Object.fromEntries(entries.map((entry) => [entry, path.join(outdir, `${outName(entry)}.mjs`)]));
  const remove = async () => {
    await Promise.all(Object.values(files).map((file) => rm(file, { force: true })));
  };
  return { files, remove };
}
