#!/usr/bin/env node
// `npm test`: every check of the project, stopping at the first that fails.
// Type checks, lint, format, dependency audit, unit tests and the web build run together (they do not
// depend on each other); then the API suite on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set;
// then the front-end size budget and the browser journeys when a Chromium is found.
// Together, because on a shared 2-core machine a lone process waits for its turn, and most of these
// wait for the disk or the database part of the time: run one after the other they took 26 minutes.
// The whole is a budget of 15 minutes on a quiet 2-core machine (decision 085): each step's time, the
// slowest files of the long steps and the total are printed, and docs/benchmarks.md keeps the figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let reportCount = 0;
/**
 * A Vitest run as a step. It also writes a JSON report, so the summary can count every test of every
 * step, and each file's time (./file-times-reporter.mjs), so the slowest files can be named.
 */
const vitestStep = (title, args, env = {}) => {
  reportCount += 1;
  const report = path.join(reportDir, `report-${reportCount}.json`);
  const fileTimes = path.join(reportDir, `file-times-${reportCount}.json`);
  const reporters = [
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    '--reporter=./scripts/file-times-reporter.mjs',
  ];
  return {
    title,
    command: 'npx',
    args: ['vitest', 'run', ...args, ...reporters],
    env: { ...env, CARNET_FILE_TIMES: fileTimes },
    fileTimes,
  };
};
/** The suite's time is a budget (docs/benchmarks.md): the files that spend most of it, after each long step. */
const printSlowestFiles = (step, count = 10) => {
  if (!fs.existsSync(step.fileTimes)) return;
  const times = JSON.parse(fs.readFileSync(step.fileTimes, 'utf8')).sort((a, b) => b.seconds - a.seconds);
  const total = times.reduce((sum, file) => sum + file.seconds, 0);
  console.log(`\n=== ${step.title}: the ${count} slowest of ${times.length} files (${total.toFixed(0)} s in all, over the workers)`);
  for (const file of times.slice(0, count)) console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${file.file} (${file.tests} tests)`);
};
const countReports = () => {
  for (const name of fs.readdirSync(reportDir).filter((file) => file.startsWith('report-'))) {
    const report = JSON.parse(fs.readFileSync(path.join(reportDir, name), 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
};

const steps = [];
const started = Date.now();
const summary = () => {
  console.log('\n=== Summary');
  for (const step of steps)
    console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.title} (${step.seconds} s${step.together ? ', together' : ''})`);
  countReports();
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  const [load1, load5, load15] = os.loadavg().map((load) => load.toFixed(1));
  console.log(
    `npm test: ${((Date.now() - started) / 1000).toFixed(0)} s on ${os.cpus().length} cores (load now ${load1}, ${load5}, ${load15})`,
  );
};
const stopIfFailed = (results) => {
  const failed = results.find((result) => !result.ok);
  if (!failed) return;
  console.error(`\n${failed.title} failed (exit ${failed.status}).`);
  summary();
  process.exit(1);
};

/** One step alone, its output straight to the terminal; a Vitest step then names its slowest files. */
const run = async (step) => {
  console.log(`\n=== ${step.title}`);
  const result = await execute(step, 'inherit');
  steps.push(result);
  if (step.fileTimes) printSlowestFiles(step);
  stopIfFailed([result]);
};

/** Several independent steps at once; each one's output is printed whole once all are done, in order. */
const runTogether = async (group) => {
  console.log(`\n=== Together: ${group.map((step) => step.title).join(', ')}`);
  const results = await Promise.all(group.map((step) => execute(step, 'pipe')));
  for (const result of results) {
    console.log(`\n=== ${result.title} (${result.seconds} s)`);
    process.stdout.write(result.output);
    steps.push({ ...result, together: true });
  }
  stopIfFailed(results);
};

function execute({ title, command, args, env = {} }, stdio) {
  const started = Date.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const done = (ok, status) => resolve({ title, ok, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    child.on('error', (error) => done(false, error.message));
    child.on('close', (code, signal) => done(code === 0, code ?? signal));
  });
}

const tsc = (project) => ({ title: `Type checks: ${project}`, command: 'npx', args: ['tsc', '-p', project] });
await runTogether([
  tsc('packages/contract'),
  tsc('apps/server'),
  tsc('apps/web'),
  tsc('e2e'),
  { title: 'Lint', command: 'npx', args: ['eslint', '.'] },
  { title: 'Format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  // No high or critical advisory in the production dependencies (says NOT CHECKED when offline).
  { title: 'Dependency audit', command: 'node', args: ['scripts/audit.mjs'] },
  // Every text marked in the web app is in both catalogs, French translated (the lint finds unmarked ones).
  { title: 'Message catalogs', command: 'node', args: ['--import', 'tsx', 'scripts/check-catalogs.ts'] },
  // The web app's, the contract's and the server's tests that touch no database: once, not once per engine.
  vitestStep('Unit tests', ['--project', 'unit', '--project', 'unit-mocks', '--project', 'server-unit']),
  { title: 'Web build', command: 'npm', args: ['run', '--silent', 'build'] },
]);

// The two engines one after the other, not together: a few API tests hold real deadlines (a token
// that lives one second, fuzzing and crash bursts with their own time-outs), and two suites at once on
// a busy machine pushed them past those.
await run(vitestStep('API tests on SQLite', ['--project', 'api'], { TEST_ENGINE: 'sqlite' }));
if (process.env.TEST_DATABASE_URL) {
  await run(vitestStep('API tests on PostgreSQL', ['--project', 'api'], { TEST_ENGINE: 'postgres' }));
} else {
  console.log('\n=== API tests on PostgreSQL: skipped, TEST_DATABASE_URL is not set');
}

// The JavaScript /login and the home page load, against their budgets: a phone on a slow network pays for every KB (needs Chromium to enforce).
await run({ title: 'Front-end size budget', command: 'npm', args: ['run', '--silent', 'size'] });

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (fs.existsSync('e2e') && fs.readdirSync('e2e').some((f) => f.endsWith('.e2e.test.ts'))) {
  if (fs.existsSync(chrome)) {
    await run(vitestStep('Browser journeys', ['--config', 'e2e/vitest.config.ts'], { CHROME_PATH: chrome }));
  } else {
    console.log(`\n=== Browser journeys: skipped, no Chromium at ${chrome} (set CHROME_PATH or apt-get install chromium)`);
  }
}
summary();
