import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of npm start, without types
import { buildReason, buildWebIfChanged } from './web-build.mjs';

let root: string;
let builds: number;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
/** A build as vite makes one: dist/ emptied, then index.html naming the hashed assets. */
const build = () => {
  builds += 1;
  fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
  write('apps/web/dist/index.html', `<script src="/assets/index-${builds}.js"></script>`);
  return 0;
};
const start = () => buildWebIfChanged(root, build, () => undefined) as number;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-web-build-'));
  builds = 0;
  write('apps/web/src/main.tsx', 'render()');
  write('apps/web/vite.config.ts', 'export default {}');
  write('packages/contract/src/index.ts', 'export {}');
  write('package-lock.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start builds the web app only when what the build reads changed', () => {
  it('builds at the first start, then not again while nothing changed', () => {
    expect(start()).toBe(0);
    expect(builds).toBe(1);
    expect(start()).toBe(0);
    expect(builds).toBe(1);
    // Saved again without a change (an editor, a checkout): the content is the same, no build.
    write('apps/web/src/main.tsx', 'render()');
    expect(buildReason(root)).toBeNull();
  });

  it.each([
    'apps/web/src/main.tsx',
    'apps/web/src/new-page.tsx',
    'apps/web/vite.config.ts',
    'packages/contract/src/index.ts',
    'package-lock.json',
  ])('builds again when %s changes', (file) => {
    start();
    write(file, 'changed');
    expect(buildReason(root)).toBe('its sources changed since the last build');
    start();
    expect(builds).toBe(2);
    expect(buildReason(root)).toBeNull();
  });

  it('ignores what the build writes and the installed packages', () => {
    start();
    write('apps/web/dist/extra.js', 'x');
    write('apps/web/node_modules/some/index.js', 'x');
    write('packages/contract/node_modules/other/index.js', 'x');
    start();
    expect(builds).toBe(1);
  });

  it('builds again when the built app was removed or replaced by another build', () => {
    start();
    fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    start();
    expect(builds).toBe(2);
    build(); // `npm run build` by hand: fine, but this start cannot tell what it read
    expect(buildReason(root)).toBe('the built app is not the one last recorded');
  });

  it('records nothing when the build fails, so the next start builds again', () => {
    expect(
      buildWebIfChanged(
        root,
        () => 1,
        () => undefined,
      ),
    ).toBe(1);
    expect(buildReason(root)).toBe('the web app was never built');
    write('apps/web/dist/index.html', 'partial');
    expect(buildReason(root)).toBe('no record of what the last build read');
  });
});
