import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { rollTargetYearOf, schoolYearOf, todayIn } from '@carnet/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { serverCommand } from '../helpers/server-command';
import { testEngine } from '../helpers/test-database';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-new-year-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const target = rollTargetYearOf(todayIn('Europe/Paris'));

/** `npm run new-school-year -- [args]` as the school's IT person (or a CI job, no terminal) runs it. */
async function newYearCommand(...args: string[]) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    SCHOOL_TIME_ZONE: 'Europe/Paris',
  };
  try {
    const { stdout, stderr } = await run(process.execPath, [...serverCommand('new-school-year'), ...args], {
      cwd: ROOT,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
function sqlite<T>(work: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(dataDir, 'carnet.sqlite'));
  try {
    return work(db);
  } finally {
    db.close();
  }
}
const years = () => sqlite((db) => db.prepare('select school_year from school_years order by school_year').all());

// The command runs on its own SQLite file whatever engine the suite uses: once is enough.
describe.skipIf(testEngine === 'postgres')('npm run new-school-year', () => {
  it('is refused with a usage line when used wrongly', async () => {
    const result = await newYearCommand('--now');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run new-school-year -- [--dry-run | --yes]');
  }, 60_000);

  it('a school already in its year has nothing to do', async () => {
    const result = await newYearCommand('--dry-run');
    expect(result.code, result.stderr).toBe(0);
    // In July and August the roll into the coming year is already due on a fresh install.
    if (schoolYearOf(todayIn('Europe/Paris')) === target)
      expect(result.stdout).toContain(`The school is already in ${target}: nothing to do.`);
  }, 60_000);

  it('prints the plan on --dry-run, asks nobody without a terminal, rolls with --yes, and once only', async () => {
    // The school last rolled long ago: the roll into this summer's year is due.
    sqlite((db) => db.prepare("update school_years set school_year = '2000-2001'").run());
    const dry = await newYearCommand('--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`Moving the school into ${target} will:`);
    expect(dry.stdout).toContain('Dry run: nothing changed.');
    expect(years()).toEqual([{ school_year: '2000-2001' }]);

    const unasked = await newYearCommand();
    expect(unasked.code).toBe(1);
    expect(unasked.stderr).toContain('Not confirmed: nothing changed');
    expect(years()).toEqual([{ school_year: '2000-2001' }]);

    const rolled = await newYearCommand('--yes');
    expect(rolled.code, rolled.stderr).toBe(0);
    expect(rolled.stdout).toContain(`The school is now in ${target}:`);
    expect(years()).toEqual([{ school_year: '2000-2001' }, { school_year: target }]);
    const audit = sqlite((db) =>
      db.prepare("select u.email from audit_log a join users u on u.id = a.user_id where a.action = 'roll'").all(),
    );
    expect(audit).toEqual([{ email: 'system@carnet.invalid' }]);

    const again = await newYearCommand('--yes');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`The school is already in ${target}: nothing to do.`);
  }, 120_000);
});
