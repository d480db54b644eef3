// Whether the web app must be built before the server starts: `npm start` builds it only when what the
// build reads changed since the last build (README, "Starting").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What `vite build` reads, from the checkout's root: the web app (sources, public files, service worker,
 * index.html, its configs and package.json), the contract it imports, the root's package files and lockfile
 * (the dependencies' versions) and the shared TypeScript options. Folders are read whole but for these.
 */
export const WEB_BUILD_INPUTS = ['apps/web', 'packages/contract', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const NOT_INPUTS = new Set(['node_modules', 'dist', '.vite']);

/** Where the fingerprint of the last build is kept: beside the dependencies, not in dist/ (which the server serves). */
export const STAMP_FILE = 'node_modules/.cache/carnet/web-build.json';
const INDEX_FILE = 'apps/web/dist/index.html';

function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !NOT_INPUTS.has(entry.name))
    .flatMap((entry) => filesUnder(root, path.join(relative, entry.name)));
}

const sha256 = (data) => crypto.createHash('sha256').update(data).digest('hex');

/** One hash of every input file's path and content: a touch without a change keeps it, a checkout's copy too. */
export function inputsFingerprint(root, inputs = WEB_BUILD_INPUTS) {
  const hash = crypto.createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input)).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why a build is needed, or null when the built app is the one these sources make. */
export function buildReason(root) {
  const indexFile = path.join(root, INDEX_FILE);
  if (!fs.existsSync(indexFile)) return 'the web app was never built';
  const stampFile = path.join(root, STAMP_FILE);
  if (!fs.existsSync(stampFile)) return 'no record of what the last build read';
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  // The built index.html names every hashed asset: another build put there since is another app.
  if (stamp.index !== sha256(fs.readFileSync(indexFile))) return 'the built app is not the one last recorded';
  if (stamp.inputs !== inputsFingerprint(root)) return 'its sources changed since the last build';
  return null;
}

/**
 * Builds the web app when `buildReason` says so (`build` runs it and answers its exit code), recording
 * what it read once it succeeded. Answers the exit code: 0 when built or nothing to do.
 */
export function buildWebIfChanged(root, build, log = console.log) {
  const reason = buildReason(root);
  if (reason === null) {
    log('web app: up to date with its sources, not rebuilt');
    return 0;
  }
  log(`web app: building (${reason})`);
  const stampFile = path.join(root, STAMP_FILE);
  fs.rmSync(stampFile, { force: true });
  // Read before the build, so a source saved during it makes the next start build again.
  const inputs = inputsFingerprint(root);
  const code = build();
  if (code !== 0) return code;
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify({ inputs, index: sha256(fs.readFileSync(path.join(root, INDEX_FILE))) }));
  return 0;
}
