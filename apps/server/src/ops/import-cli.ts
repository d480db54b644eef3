import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { AppError } from '../lib/app-error';
import { createTokenService, resolveJwtSecret } from '../lib/tokens';
import { mailContextOf } from '../mail/mail-context';
import { resolveMailKeyRing } from '../mail/mail-keys';
import { readRosterPath } from '../modules/roster/roster-files';
import { importRoster } from '../modules/roster/roster-import.service';
import { formatReport, formatProblems } from '../modules/roster/roster-text';

/**
 * npm run import -- <zip or folder> [--dry-run]: the school's OneRoster export into Carnet, from the
 * command line (a nightly job, the school's IT person). Exit 0 when imported (or checked), 1 when the
 * file has problems (all listed, nothing written) or the mail keys cannot be read (nothing written),
 * 2 when the command is used wrongly. Invitations are queued, not sent: the server's worker sends them.
 */
async function main() {
  const args = process.argv.slice(2);
  const isDryRun = args.includes('--dry-run');
  const paths = args.filter((arg) => arg !== '--dry-run');
  if (paths.length !== 1 || paths[0]!.startsWith('-')) {
    console.error('Usage: npm run import -- <OneRoster .zip or folder> [--dry-run]');
    process.exit(2);
  }
  const location = path.resolve(paths[0]!);
  const config = loadConfig();
  const files = await readRosterPath(location).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new Error(`cannot read ${location}: ${error instanceof Error ? error.message : String(error)}`);
  });
  // Invitations are sealed with the mail key ring the server shares (MAIL_KEYS or DATA_DIR/mail-keys),
  // never with JWT_SECRET, so a server with another JWT_SECRET still sends them (decision 089). Read
  // before the database: keys that cannot be read stop the command with nothing written.
  const mailKeys = resolveMailKeyRing(config);
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'carnet.sqlite') });
  try {
    await migrateToLatest(handle.db, handle.engine);
    // The one context every sender uses (decision 087). Only the one-click links of notification e-mail
    // are signed from JWT_SECRET, and an import writes none: its invitations depend on the mail keys alone.
    const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), config.tokenTtlSeconds);
    const ctx = mailContextOf({ config, tokens, mailKeys, now: () => new Date() });
    const started = performance.now();
    const outcome = await importRoster(handle.db, ctx, files, {
      isDryRun,
      actor: null,
      fileName: path.basename(location),
      language: config.defaultLanguage,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!outcome.isValid) {
      console.error(formatProblems(outcome.problems, config.defaultLanguage));
      process.exitCode = 1;
      return;
    }
    console.log(formatReport(outcome.report));
    if (!isDryRun && outcome.report.invitations > 0)
      console.log(
        `The server sends the invitations if it holds the mail key ${mailKeys.current.id} (${mailKeys.source}); the office's mail page shows each one.`,
      );
    console.log(`${isDryRun ? 'Checked' : 'Imported'} in ${seconds} s.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof AppError) console.error(error.message);
  else console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
