/**
 * npm run bench:import [-- --pupils 2000 --guardians 3200 --teachers 150 --classes 120 --engine postgres]
 *
 * The target: a school of 2,000 pupils imports in under 30 s, and the same file again in under 10 s (decision 069).
 * Writes a made-up OneRoster 1.1 export (bench/oneroster-school.ts), zips it, then runs the import
 * command the school's IT person runs (`npm run import`, without npm in front) on a fresh empty
 * database: a dry run, the first import, the same file again. Each time is wall-clock, from starting
 * the process to its exit: Node and tsx starting, the migrations, reading the zip, the import.
 * Checks the report: the first import creates what the file holds, the second changes nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ROSTER_KINDS, type TRosterKind } from '@carnet/contract';
import { createPostgresDatabase } from './lib/bench-database';
import { writeOneRosterSchool, zipFolder } from './oneroster-school';

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT_COMMAND = ['--import', 'tsx', 'apps/server/src/ops/import-cli.ts'];
const TARGET_SECONDS = { first: 30, second: 10 };
/** Ten times the target: a run this slow is stopped, so the bench always ends. */
const RUN_TIMEOUT_MS = 300_000;

type Counts = Record<TRosterKind, { created: number; updated: number; deactivated: number; unchanged: number }>;
type Run = { seconds: number; exitCode: number | null; stdout: string; stderr: string; counts: Partial<Counts>; ownSeconds: string };

const { values: flags } = parseArgs({
  options: {
    pupils: { type: 'string', default: '2000' },
    guardians: { type: 'string', default: '3200' },
    teachers: { type: 'string', default: '150' },
    classes: { type: 'string', default: '120' },
    engine: { type: 'string', default: 'sqlite' },
  },
});
const size = {
  pupils: Number(flags.pupils),
  guardians: Number(flags.guardians),
  teachers: Number(flags.teachers),
  classes: Number(flags.classes),
};
const isPostgres = flags.engine === 'postgres';

/** The command's report: a line per kind, `<kind> <created> <updated> <deactivated> <unchanged>`, and its own timing. */
function parseReport(stdout: string): { counts: Partial<Counts>; ownSeconds: string } {
  const counts: Partial<Counts> = {};
  for (const line of stdout.split('\n')) {
    const [kind, ...numbers] = line.trim().split(/\s+/);
    if (!ROSTER_KINDS.includes(kind as TRosterKind) || numbers.length !== 4 || !numbers.every((n) => /^\d+$/.test(n))) continue;
    const [created, updated, deactivated, unchanged] = numbers.map(Number) as [number, number, number, number];
    counts[kind as TRosterKind] = { created, updated, deactivated, unchanged };
  }
  return { counts, ownSeconds: stdout.match(/in ([\d.]+) s\.?\s*$/m)?.[1] ?? '—' };
}

function runImport(env: NodeJS.ProcessEnv, args: string[]): Promise<Run> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...IMPORT_COMMAND, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (data: Buffer) => (stdout += data.toString()));
  child.stderr!.on('data', (data: Buffer) => (stderr += data.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ seconds: (performance.now() - started) / 1000, exitCode, stdout, stderr, ...parseReport(stdout) });
    });
  });
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-bench-import-'));
  const database = isPostgres
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
    : null;
  try {
    const folder = path.join(work, 'oneroster');
    const rows = writeOneRosterSchool(folder, size);
    const zipPath = path.join(work, 'oneroster.zip');
    const zip = zipFolder(folder);
    fs.writeFileSync(zipPath, zip);
    const csvBytes = fs.readdirSync(folder).reduce((sum, name) => sum + fs.statSync(path.join(folder, name)).size, 0);
    console.log(
      `school: ${size.pupils} pupils, ${size.guardians} guardians, ${size.teachers} teachers, ${size.classes} classes (OneRoster 1.1, bulk)`,
    );
    console.log(
      `files: ${Object.entries(rows)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')} rows`,
    );
    console.log(`size: ${fmt(csvBytes / 1e6, 2)} MB of CSV, ${fmt(zip.length / 1e6, 2)} MB zipped (${zip.length} bytes)`);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: path.join(work, 'data'),
      SEED_DEMO: 'false',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: database?.url,
    };
    if (!database) delete env.DATABASE_URL;
    console.log(
      `engine: ${isPostgres ? 'postgresql (a fresh database)' : 'sqlite (a fresh DATA_DIR)'}; command: node ${IMPORT_COMMAND.join(' ')} <zip>`,
    );

    // Without a path the command stops at its usage line: what starting Node, tsx and the modules costs.
    const startup = await runImport(env, []);
    const runs: Array<[string, Run, number | null]> = [];
    for (const [label, args, target] of [
      ['dry run', [zipPath, '--dry-run'], null],
      ['first import', [zipPath], TARGET_SECONDS.first],
      ['second import, same file', [zipPath], TARGET_SECONDS.second],
    ] as const) {
      const run = await runImport(env, [...args]);
      runs.push([label, run, target]);
      if (run.exitCode !== 0) {
        console.error(`${label}: exit ${run.exitCode}\n${run.stdout}${run.stderr}`);
        process.exitCode = 1;
        break;
      }
    }

    console.log('| run | wall-clock s | import alone s (as printed) | target s | ratio to target | exit |');
    console.log('|---|---|---|---|---|---|');
    console.log(`| start-up only (usage line) | ${fmt(startup.seconds, 1)} | — | — | — | ${startup.exitCode} |`);
    for (const [label, run, target] of runs) {
      const ratio = target === null ? '—' : fmt(run.seconds / target, 2);
      console.log(`| ${label} | ${fmt(run.seconds, 1)} | ${run.ownSeconds} | ${target ?? '—'} | ${ratio} | ${run.exitCode} |`);
    }
    const first = runs[1]?.[1];
    if (first) console.log(`\nthe first import's report:\n${first.stdout.trim()}`);
    const checks = checkReports(runs.map(([, run]) => run));
    for (const [name, ok] of Object.entries(checks)) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
    if (Object.values(checks).some((ok) => !ok)) process.exitCode = 1;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    await database?.drop();
  }
}

/** What the reports must say: every run parsed, the school created once, nothing changed the second time. */
function checkReports([dryRun, first, second]: Run[]): Record<string, boolean> {
  const homerooms = Math.ceil(size.classes / 2);
  const expected: Partial<Record<TRosterKind, number>> = {
    pupils: size.pupils,
    guardians: size.guardians,
    teachers: size.teachers,
    classes: homerooms,
    teachingGroups: size.classes - homerooms,
  };
  const createsTheSchool = (run?: Run) =>
    Object.entries(expected).every(([kind, count]) => run?.counts[kind as TRosterKind]?.created === count);
  const changes = (run?: Run) =>
    ROSTER_KINDS.reduce((sum, kind) => {
      const c = run?.counts[kind];
      return c ? sum + c.created + c.updated + c.deactivated : Number.NaN;
    }, 0);
  return {
    'each report lists every kind': [dryRun, first, second].every((run) => run && ROSTER_KINDS.every((kind) => run.counts[kind])),
    'the dry run would create the school': createsTheSchool(dryRun),
    'the first import creates the pupils, guardians, teachers, classes and groups of the file': createsTheSchool(first),
    'the second import creates, updates and deactivates nothing': changes(second) === 0,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
