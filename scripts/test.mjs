#!/usr/bin/env node
// `npm test`: every check of the project, in order, stopping at the first that fails.
// Type checks, unit tests, the API suite on SQLite (and on PostgreSQL when TEST_DATABASE_URL is set),
// the front-end size budget, then the browser journeys when a Chromium is found.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let reportCount = 0;
/** Vitest runs also write a JSON report, so the summary can count every test of every step. */
const vitest = (...args) => {
  const file = path.join(reportDir, `report-${(reportCount += 1)}.json`);
  return ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
};
const countReports = () => {
  for (const name of fs.readdirSync(reportDir)) {
    const report = JSON.parse(fs.readFileSync(path.join(reportDir, name), 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
};

const steps = [];
const run = (title, command, args, env = {}) => {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ title, ok: result.status === 0, seconds });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
    summary();
    process.exit(1);
  }
};
const summary = () => {
  console.log('\n=== Summary');
  for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.title} (${step.seconds} s)`);
  countReports();
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
};

run('Type checks', 'npm', ['run', '--silent', 'typecheck']);
run('Lint', 'npx', ['eslint', '.']);
run('Format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
// Issue 8, item 7: no high or critical advisory in the production dependencies (says NOT CHECKED when offline).
run('Dependency audit', 'node', ['scripts/audit.mjs']);
run('Unit tests', 'npx', vitest('--project', 'unit'));
run('API tests on SQLite', 'npx', vitest('--project', 'api'), { TEST_ENGINE: 'sqlite' });
if (process.env.TEST_DATABASE_URL) {
  run('API tests on PostgreSQL', 'npx', vitest('--project', 'api'), { TEST_ENGINE: 'postgres' });
} else {
  console.log('\n=== API tests on PostgreSQL: skipped, TEST_DATABASE_URL is not set');
}
run('Web build', 'npm', ['run', '--silent', 'build']);
// Issue 8, item 13: the JavaScript /login and the home page load, against their budgets (needs Chromium to enforce).
run('Front-end size budget', 'npm', ['run', '--silent', 'size']);

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (fs.existsSync('e2e') && fs.readdirSync('e2e').some((f) => f.endsWith('.e2e.test.ts'))) {
  if (fs.existsSync(chrome)) {
    run('Browser journeys', 'npx', vitest('--config', 'e2e/vitest.config.ts'), { CHROME_PATH: chrome });
  } else {
    console.log(`\n=== Browser journeys: skipped, no Chromium at ${chrome} (set CHROME_PATH or apt-get install chromium)`);
  }
}
summary();
