import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startServer } from '../helpers/start-server';
import { testEngine } from '../helpers/test-database';

/** The real entry point as an operator runs it: environment, migrate, seed, listen, SIGTERM. */
describe.skipIf(testEngine === 'postgres')('npm start (main.ts)', () => {
  it('seeds an empty database once, answers, and closes cleanly on SIGTERM', async () => {
    const server = await startServer();
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'parent@example.com', password: 'Parent123!' }),
    });
    expect(login.status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(0);
    const file = path.join(server.dataDir, 'carnet.sqlite');
    // A clean close checkpoints the WAL: the database file opens and holds the three demo accounts.
    const db = new SQLite(file, { readonly: true });
    expect(db.prepare('select count(*) as n from users').get()).toEqual({ n: 5 });
    db.close();
    // Without JWT_SECRET a secret is generated once, readable by the server's user alone.
    const secretFile = path.join(server.dataDir, 'jwt-secret');
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(secretFile, 'utf8').length).toBeGreaterThanOrEqual(64);

    const again = await startServer({ DATA_DIR: server.dataDir });
    expect(await again.stop()).toBe(0);
    const reopened = new SQLite(file, { readonly: true });
    expect(reopened.prepare('select count(*) as n from users').get()).toEqual({ n: 5 });
    reopened.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('does not seed when SEED_DEMO=false', async () => {
    const server = await startServer({ SEED_DEMO: 'false' });
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'parent@example.com', password: 'Parent123!' }),
    });
    expect(login.status).toBe(401);
    expect(await server.stop()).toBe(0);
  });

  it('refuses a bad variable with a clear message and exit code 1', async () => {
    await expect(startServer({ TOKEN_TTL: 'forever' })).rejects.toThrow(/TOKEN_TTL: must be a duration/);
  });
});
