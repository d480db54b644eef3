import type { TLanguage, TRosterImportSummary, TRosterReport } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { fromJsonText } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { inviteByEmail, isEmailAddress } from '../accounts/invitations';
import type { MailContext } from '../../mail/mail-context';
import { recordAudit } from '../audit/audit';
import { applyPlan } from './roster-apply';
import type { RosterFiles } from './roster-files';
import { type Plan, planImport } from './roster-plan';
import { type RosterProblem, Problems } from './roster-problems';
import { countsReport, problemsReport } from './roster-report';
import { readRosterFiles } from './roster-rows';
import { desiredSchool } from './roster-school';
import { checkReferences, mergeWithStored, storeSourceRows } from './roster-source';

export type RosterOutcome = { isValid: true; report: TRosterReport } | { isValid: false; problems: readonly RosterProblem[] };

export type RosterImportOptions = {
  isDryRun: boolean;
  /** The office member at the console; null from the command line. */
  actor: Actor | null;
  fileName: string;
  /** The language the report's notices are written in. */
  language: TLanguage;
};

/**
 * Imports a OneRoster export: reads and checks every file (all problems at once), compares the school
 * it describes with what earlier imports wrote, and, unless it is a dry run, writes the difference in
 * one transaction with the invitations of the new accounts that have an address. A file with any
 * problem writes nothing.
 */
export async function importRoster(db: Db, ctx: MailContext, files: RosterFiles, options: RosterImportOptions): Promise<RosterOutcome> {
  const problems = new Problems();
  const read = readRosterFiles(files, problems);
  if (!read) return { isValid: false, problems: problems.list };
  try {
    return await inTransaction(db, async (trx) => {
      // A dry run reads only; it runs in the transaction too, so what it reports is one state of the school.
      const set = await mergeWithStored(trx, read);
      checkReferences(set, problems);
      const school = desiredSchool(set, read.manifest.version, problems);
      const plan = await planImport(trx, school, problems);
      if (!problems.isEmpty) return { isValid: false, problems: problems.list } as const;
      const accountsWithoutEmail = plan.operations.account.filter(
        (op) => op.type === 'create' && op.adoptId === null && !op.values.signIn,
      ).length;
      const report: TRosterReport = {
        version: read.manifest.version,
        isDryRun: options.isDryRun,
        counts: countsReport(plan.counts),
        invitations: await invitationsPlanned(trx, plan),
        accountsWithoutEmail,
        ignoredRows: school.ignoredRows,
        importId: null,
        notices: problemsReport(plan.notices, options.language),
      };
      if (options.isDryRun) return { isValid: true, report } as const;
      const now = ctx.now();
      await storeSourceRows(trx, read, set);
      const toInvite = await applyPlan(trx, plan, now);
      report.invitations = await inviteNewAccounts(trx, ctx, toInvite);
      const summary = { counts: report.counts, invitations: report.invitations, accountsWithoutEmail, ignoredRows: report.ignoredRows };
      const { id } = await trx
        .insertInto('roster_imports')
        .values({
          at: now.toISOString(),
          user_id: options.actor?.userId ?? null,
          file_name: options.fileName,
          version: read.manifest.version,
          summary: JSON.stringify(summary),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      report.importId = id;
      // The log names the closed classes the import reopened (decision 081); the counts show them as updated.
      const after = plan.reopenClassIds.length > 0 ? { ...summary, classesReopened: plan.reopenClassIds } : summary;
      if (options.actor) await recordAudit(trx, options.actor, { action: 'import', entity: 'roster', entityId: id, after });
      return { isValid: true, report } as const;
    });
  } catch (error) {
    // The office's own edit, made between the check and the write, met a unique index: say so, write nothing.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'roster.changedMeanwhile');
    throw error;
  }
}

/**
 * What a dry run announces: a new account with an address, or an account whose address the source now
 * gives and that was never invited nor activated. The import itself counts what it queued.
 */
async function invitationsPlanned(trx: Db, plan: Plan): Promise<number> {
  let count = 0;
  const changed: number[] = [];
  for (const op of plan.operations.account) {
    if (op.type === 'deactivate' || !op.values.signIn || op.values.isEnabled === '0') continue;
    if (op.type === 'create' && op.adoptId === null) count += 1;
    else if (op.type === 'update' && op.changed.includes('signIn')) changed.push(op.link.localId);
  }
  for (let i = 0; i < changed.length; i += 500) {
    const rows = await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', changed.slice(i, i + 500))
      .where('invited_at', 'is', null)
      .where('activated_at', 'is', null)
      .where('deactivated_at', 'is', null)
      .execute();
    count += rows.length;
  }
  return count;
}

/** Each account invited once: one that already had an invitation, or set its password, is left alone. */
async function inviteNewAccounts(trx: Db, ctx: MailContext, userIds: number[]): Promise<number> {
  let invited = 0;
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', userIds.slice(i, i + 500))
      .where('invited_at', 'is', null)
      .where('activated_at', 'is', null)
      .where('deactivated_at', 'is', null)
      .execute();
    for (const row of rows) {
      if (!isEmailAddress(row.email)) continue;
      await inviteByEmail(trx, ctx, row.id);
      invited += 1;
    }
  }
  return invited;
}

export async function listRosterImports(db: Db): Promise<TRosterImportSummary[]> {
  const rows = await db
    .selectFrom('roster_imports')
    .leftJoin('users', 'users.id', 'roster_imports.user_id')
    .select(['roster_imports.id', 'at', 'file_name', 'version', 'summary', 'users.first_name', 'users.last_name'])
    .orderBy('roster_imports.id', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => {
    const summary = fromJsonText<{ counts: TRosterReport['counts']; invitations: number }>(row.summary, { counts: [], invitations: 0 });
    return {
      id: row.id,
      at: row.at,
      by: row.first_name === null ? '' : `${row.first_name} ${row.last_name ?? ''}`.trim(),
      fileName: row.file_name,
      version: row.version === '1.2' ? '1.2' : '1.1',
      counts: summary.counts,
      invitations: summary.invitations,
    };
  });
}
