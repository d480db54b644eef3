#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build (./web-build.mjs), then
// runs the server as `npm run serve` does, in a child that gets this process's signals.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildWebIfChanged } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const built = buildWebIfChanged(root, () => spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1);
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
