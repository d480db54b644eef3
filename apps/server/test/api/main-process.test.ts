import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRIES } from '../helpers/server-bundle';
import { startServer } from '../helpers/start-server';
import { testEngine } from '../helpers/test-database';

const countAccounts = "select count(*) as n from users where email != 'system@carnet.invalid'";

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const npmScripts = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/**
 * The real entry point as an operator runs it: environment, migrate, seed, listen, SIGTERM. Every other
 * test starts the run's bundle of the server (decision 085); the first start here is the one that runs
 * the TypeScript sources through tsx exactly as `npm start` does.
 */
describe.skipIf(testEngine === 'postgres')('npm start (main.ts)', () => {
  it("is what npm's scripts run: the sources of the entries the suite bundles, through tsx", () => {
    expect(npmScripts.serve).toBe(`node --import tsx ${SERVER_ENTRIES.main}`);
    expect(npmScripts.backup).toBe(`node --import tsx ${SERVER_ENTRIES.backup}`);
    expect(npmScripts.import).toBe(`node --import tsx ${SERVER_ENTRIES.import}`);
    expect(npmScripts['new-school-year']).toBe(`node --import tsx ${SERVER_ENTRIES['new-school-year']}`);
  });

  it('seeds an empty database once, answers, and closes cleanly on SIGTERM', async () => {
    const server = await startServer({}, { sources: true });
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'parent@example.com', password: 'Parent123!' }),
    });
    expect(login.status).toBe(200);
    const pushKey = async (url: string, token: string) =>
      (await (await fetch(`${url}/api/push/key`, { headers: { authorization: `Bearer ${token}` } })).json()) as { publicKey: string };
    const firstKey = await pushKey(server.url, ((await login.json()) as { token: string }).token);
    expect(await server.stop('SIGTERM')).toBe(0);
    const file = path.join(server.dataDir, 'carnet.sqlite');
    // A clean close checkpoints the WAL: the database file opens and holds the demo accounts (and the
    // system account migration 020 makes for the audit lines of automatic work, which is no school).
    const db = new SQLite(file, { readonly: true });
    expect(db.prepare(countAccounts).get()).toEqual({ n: 6 });
    db.close();
    // Without JWT_SECRET a secret is generated once, readable by the server's user alone.
    const secretFile = path.join(server.dataDir, 'jwt-secret');
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(secretFile, 'utf8').length).toBeGreaterThanOrEqual(64);

    // Without VAPID keys in the environment, a pair is made once, kept mode 600 and served again after a restart.
    expect(fs.statSync(path.join(server.dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(path.join(server.dataDir, 'vapid-keys.json'), 'utf8')).publicKey).toBe(firstKey.publicKey);
    // Without MAIL_KEYS, a mail key is made once, mode 600, and kept by every later start (decision 089).
    const mailKeysFile = path.join(server.dataDir, 'mail-keys');
    expect(fs.statSync(mailKeysFile).mode & 0o777).toBe(0o600);
    const mailKeys = fs.readFileSync(mailKeysFile, 'utf8');

    const again = await startServer({ DATA_DIR: server.dataDir });
    const relogin = await fetch(`${again.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'parent@example.com', password: 'Parent123!' }),
    });
    expect(await pushKey(again.url, ((await relogin.json()) as { token: string }).token)).toEqual(firstKey);
    expect(await again.stop()).toBe(0);
    expect(fs.readFileSync(mailKeysFile, 'utf8')).toBe(mailKeys);
    const reopened = new SQLite(file, { readonly: true });
    expect(reopened.prepare(countAccounts).get()).toEqual({ n: 6 });
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
    await expect(startServer({ MAIL_KEYS: 'k1:short' })).rejects.toThrow(/MAIL_KEYS: key 1 \(k1\) is not 32 bytes in base64/);
  });
});
