import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { rosterFixture } from '../helpers/oneroster-fixtures';
import { serverCommand } from '../helpers/server-command';
import { startSmtpCapture } from '../helpers/smtp-capture';
import { startServer } from '../helpers/start-server';
import { testEngine } from '../helpers/test-database';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'oneroster');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-import-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run import -- <path> [--dry-run]` as the school's IT person runs it: its output and exit code. */
async function importCommand(...args: string[]) {
  return importWith({ DATA_DIR: dataDir }, ...args);
}

async function importWith(extraEnv: Record<string, string>, ...args: string[]) {
  const env = { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: '', JWT_SECRET: '', MAIL_KEYS: '', ...extraEnv };
  try {
    const { stdout, stderr } = await run(process.execPath, [...serverCommand('import'), ...args], {
      cwd: ROOT,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
const count = (table: string) => {
  const db = new SQLite(path.join(dataDir, 'carnet.sqlite'), { readonly: true });
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

// The command runs on its own SQLite file whatever engine the suite uses: once is enough.
describe.skipIf(testEngine === 'postgres')('npm run import', () => {
  it('a dry run of a folder prints the plan and writes nothing', async () => {
    const result = await importCommand(path.join(FIXTURES, 'v1.1-bulk'), '--dry-run');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Dry run of a OneRoster 1.1 import: nothing written.');
    expect(result.stdout).toMatch(/^pupils\s+3\s+0\s+0\s+0$/m);
    expect(count('children')).toBe(0);
  }, 60_000);

  it('imports a .zip, then the same again changes nothing', async () => {
    const zip = path.join(dataDir, 'school.zip');
    const files = rosterFixture('v1.1-bulk');
    fs.writeFileSync(
      zip,
      zipSync(Object.fromEntries([...files].map(([name, text]) => [`export/${name}`, new TextEncoder().encode(text)]))),
    );
    const first = await importCommand(zip);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^guardians\s+3\s+0\s+0\s+0$/m);
    // The command queues them; the server's worker sends them (decision 089): it does not claim more.
    expect(first.stdout).toContain('invitations queued: 5');
    expect(first.stdout).not.toContain('e-mailed');
    expect([count('children'), count('family_members'), count('jobs')]).toEqual([3, 3, 5]);
    const second = await importCommand(zip);
    expect(second.stdout).toMatch(/^guardians\s+0\s+0\s+0\s+3$/m);
    expect(second.stdout).toContain('invitations queued: 0');
    expect(count('jobs')).toBe(5);
  }, 60_000);

  it("queues invitations the server sends although its JWT_SECRET is not the command's (decision 089)", async () => {
    const schoolDir = fs.mkdtempSync(path.join(dataDir, 'school-'));
    const imported = await importWith({ DATA_DIR: schoolDir, JWT_SECRET: 'a'.repeat(40) }, path.join(FIXTURES, 'v1.1-bulk'));
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('invitations queued: 5');
    const smtp = await startSmtpCapture();
    // The server signs its tokens with another secret (rotated after a leak, or never shared with the command).
    const server = await startServer({
      DATA_DIR: schoolDir,
      JWT_SECRET: 'b'.repeat(40),
      SEED_DEMO: 'false',
      SMTP_URL: smtp.url,
      JOBS_POLL_MS: '50',
    });
    try {
      const sent = await smtp.waitForCount(5, 30_000);
      expect(sent.map((m) => m.subject)).toEqual(Array(5).fill(expect.stringContaining('Carnet')));
      expect(sent.every((m) => /\/activate\?token=/.test(m.text))).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
      await smtp.close();
    }
    const db = new SQLite(path.join(schoolDir, 'carnet.sqlite'), { readonly: true });
    try {
      expect(db.prepare(`select status, count(*) as n from jobs where kind = 'email' group by status`).all()).toEqual([
        { status: 'done', n: 5 },
      ]);
    } finally {
      db.close();
    }
  }, 120_000);

  it('stops with exit 1 and writes nothing when the mail keys cannot be read, rather than queue what no server opens', async () => {
    const schoolDir = fs.mkdtempSync(path.join(dataDir, 'keys-'));
    const malformed = await importWith({ DATA_DIR: schoolDir, MAIL_KEYS: 'k1:not-a-key' }, path.join(FIXTURES, 'v1.1-bulk'));
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('MAIL_KEYS: key 1 (k1) is not 32 bytes in base64');
    fs.writeFileSync(path.join(schoolDir, 'mail-keys'), 'k1:not-a-key\n');
    const broken = await importWith({ DATA_DIR: schoolDir }, path.join(FIXTURES, 'v1.1-bulk'));
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`${path.join(schoolDir, 'mail-keys')}: key 1 (k1) is not 32 bytes in base64`);
    expect(fs.existsSync(path.join(schoolDir, 'carnet.sqlite'))).toBe(false);
  }, 60_000);

  it('lists every problem of a broken folder and exits 1; a wrong call exits 2', async () => {
    const broken = path.join(dataDir, 'broken');
    fs.mkdirSync(broken);
    for (const [name, text] of rosterFixture('v1.1-bulk')) {
      const changed =
        name === 'users.csv'
          ? text.replace('julie.moreau@school.example', 'julie@')
          : name === 'demographics.csv'
            ? text.replace('2017-03-14', '2017-13-14')
            : text;
      fs.writeFileSync(path.join(broken, name), changed);
    }
    const result = await importCommand(broken);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('users.csv:10 email: "julie@" is not an e-mail address');
    expect(result.stderr).toContain('demographics.csv:2 birthDate: "2017-13-14" is not a date (YYYY-MM-DD)');
    expect(result.stderr).toContain('The file has 2 problem(s); nothing was imported');
    expect((await importCommand()).code).toBe(2);
  }, 60_000);
});
