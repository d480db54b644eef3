import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { todayIn, type TNewSchoolYearSummary } from '@carnet/contract';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { AppError } from '../lib/app-error';
import { previewNewSchoolYear, rollNewSchoolYear } from '../modules/retention/new-school-year.service';
import { loadSystemActor } from '../modules/retention/system-actor';

const USAGE = 'Usage: npm run new-school-year -- [--dry-run | --yes]';

function describe(summary: TNewSchoolYearSummary, verb: { classes: string; evenings: string; forms: string; pupils: string }): string {
  const lines = [
    `${verb.classes} ${summary.classesClosed} class(es) with no pupil left in them`,
    `${verb.evenings} ${summary.eveningsArchived} past parents' evening(s) (families still see them, nobody books them)`,
    `${verb.forms} ${summary.formsArchived} form(s) (families still see them, nobody answers them)`,
    `${verb.pupils} ${summary.pupilsLeft} pupil(s) with no class as left`,
    `${verb.forms} ${summary.cahiersArchived} teaching group(s)' cahier de textes of last year (read-only, the office still prints them)`,
    'Family accounts are kept; then retention applies.',
  ];
  const deleted = Object.entries(summary.deleted).filter(([, n]) => n > 0);
  if (deleted.length > 0) lines.push(`Retention deleted: ${deleted.map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  return lines.map((line) => `  ${line}`).join('\n');
}

/**
 * npm run new-school-year: rolls the school into the next school year, as the office's console action
 * does (one service). --dry-run prints what it would do; --yes runs without asking (CI, a scheduled
 * task); with neither, it asks on a terminal and refuses without one. Exit 0 when rolled, checked or
 * already done; 1 on failure or refusal; 2 when used wrongly.
 */
async function main() {
  const args = process.argv.slice(2);
  const isDryRun = args.includes('--dry-run');
  const isConfirmed = args.includes('--yes');
  if (args.some((arg) => arg !== '--dry-run' && arg !== '--yes') || (isDryRun && isConfirmed)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'carnet.sqlite') });
  try {
    await migrateToLatest(handle.db, handle.engine);
    const today = todayIn(config.schoolTimeZone, new Date());
    const preview = await previewNewSchoolYear(handle.db, today);
    if (preview.isDone) {
      console.log(`The school is already in ${preview.schoolYear}: nothing to do.`);
      return;
    }
    console.log(`Moving the school into ${preview.schoolYear} will:`);
    console.log(describe(preview, { classes: 'close', evenings: 'archive', forms: 'archive', pupils: 'mark' }));
    if (isDryRun) {
      console.log('Dry run: nothing changed.');
      return;
    }
    if (!isConfirmed && !(await askYes(`Move the school into ${preview.schoolYear}? Type yes: `))) {
      console.error('Not confirmed: nothing changed (use --yes where nobody can answer).');
      process.exitCode = 1;
      return;
    }
    const done = await rollNewSchoolYear(handle.db, await loadSystemActor(handle.db), today);
    console.log(`The school is now in ${done.schoolYear}:`);
    console.log(describe(done, { classes: 'closed', evenings: 'archived', forms: 'archived', pupils: 'marked' }));
  } finally {
    await handle.close();
  }
}

/** Asks on a terminal only: a pipe or CI has nobody to answer, so the roll never starts by accident. */
async function askYes(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim().toLowerCase() === 'yes';
  } finally {
    prompt.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof AppError) console.error(error.message);
  else console.error(`New school year failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
