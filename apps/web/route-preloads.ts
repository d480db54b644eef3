import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Written beside index.html: for a page's address, the files its first screen needs beyond the entry's. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A first screen: its route modules (app/router.tsx) and the catalog chunks it waits for (vite.config.ts groups). */
export type FirstScreen = { modules: string[]; catalogs: string[] };
/** What the server reads: every language's files, and each language's catalogs. */
export type RoutePreloads = Record<string, { files: string[]; byLanguage: Record<string, string[]> }>;

/**
 * The chunks each first screen needs, named at build (decision 091): the server lists them in the page
 * it sends for that address (`<link rel="modulepreload">`, apps/server/src/plugins/spa.ts), so they
 * download while the entry is still being parsed, instead of after it has run and asked for them. The
 * catalogs are listed per language (`<catalog>-<language>` chunks); the server names the browser's.
 * The entry's own files are left out: index.html already lists them.
 */
export function routePreloads(screens: Record<string, FirstScreen>, languages: readonly string[]): Plugin {
  let root = '';
  return {
    name: 'carnet:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('no entry chunk');
      const entryFiles = closure(bundle, [entry.fileName]);
      const beyondEntry = (starts: string[]) =>
        [...closure(bundle, starts)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
      const chunkOf = (found: OutputChunk | undefined, what: string) => found?.fileName ?? this.error(`${what} is in no chunk`);

      const preloads: RoutePreloads = {};
      for (const [address, screen] of Object.entries(screens)) {
        const modules = screen.modules.map((module) =>
          chunkOf(
            chunks.find((chunk) => chunk.moduleIds.includes(path.join(root, module))),
            module,
          ),
        );
        const byLanguage = Object.fromEntries(
          languages.map((language) => [
            language,
            beyondEntry(
              screen.catalogs.map((catalog) =>
                chunkOf(
                  chunks.find((chunk) => chunk.name === `${catalog}-${language}`),
                  `${catalog}-${language}`,
                ),
              ),
            ),
          ]),
        );
        preloads[address] = { files: beyondEntry(modules), byLanguage };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

/** The files and every file they import statically. */
function closure(bundle: OutputBundle, starts: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk') return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  starts.forEach(visit);
  return files;
}
