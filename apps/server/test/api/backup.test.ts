import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { serverCommand } from '../helpers/server-command';
import { startServer } from '../helpers/start-server';
import { testEngine } from '../helpers/test-database';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

// Process-level SQLite operations: run once, in the SQLite pass of the suite.
describe.skipIf(testEngine === 'postgres')('npm run backup', () => {
  it('snapshots the SQLite database while the server runs, and the snapshot restores', { timeout: 90_000 }, async () => {
    const server = await startServer();
    try {
      // A write while the server runs, so the snapshot must hold it.
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'parent@example.com', password: 'Parent123!' }),
      });
      const { token } = (await login.json()) as { token: string };
      const xsrf = login.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!;
      const update = await fetch(`${server.url}/api/family/update-financial`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
        },
        body: JSON.stringify({ source: 'Enterprise', observation: 'before the backup' }),
      });
      expect(update.status).toBe(200);

      const result = spawnSync(process.execPath, serverCommand('backup'), {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: server.dataDir },
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
      const snapshot = /Backup written to (.+\.sqlite)/.exec(result.stdout)?.[1];
      expect(snapshot && fs.existsSync(snapshot)).toBe(true);

      // Restoring is copying the snapshot in place of carnet.sqlite; a server started on it sees the write.
      const restoredDir = fs.mkdtempSync(path.join(path.dirname(server.dataDir), 'carnet-restored-'));
      fs.copyFileSync(snapshot!, path.join(restoredDir, 'carnet.sqlite'));
      const db = new SQLite(path.join(restoredDir, 'carnet.sqlite'), { readonly: true });
      expect(db.prepare("select financial_observation from families where name = 'Martin'").get()).toEqual({
        financial_observation: 'before the backup',
      });
      db.close();
      const restored = await startServer({ DATA_DIR: restoredDir, SEED_DEMO: 'false' });
      const again = await fetch(`${restored.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'parent@example.com', password: 'Parent123!' }),
      });
      expect(again.status).toBe(200);
      await restored.stop();
    } finally {
      await server.stop();
    }
  });
});
