import type { TLanguage, TRosterReport } from '@carnet/contract';
import type { RosterProblem } from './roster-problems';
import { problemsReport } from './roster-report';
import { translate } from '../../i18n/translate';

/**
 * The command line's report: one line per kind with what was (or would be) created, updated,
 * deactivated and left as it was, then the invitations. Plain English columns, for a terminal and a log.
 */
export function formatReport(report: TRosterReport): string {
  const header = report.isDryRun
    ? `Dry run of a OneRoster ${report.version} import: nothing written.`
    : `OneRoster ${report.version} import applied.`;
  const rows = report.counts.map((c) =>
    [
      c.kind.padEnd(15),
      String(c.created).padStart(8),
      String(c.updated).padStart(8),
      String(c.deactivated).padStart(12),
      String(c.unchanged).padStart(10),
    ].join(''),
  );
  return [
    header,
    ['kind'.padEnd(15), 'created'.padStart(8), 'updated'.padStart(8), 'deactivated'.padStart(12), 'unchanged'.padStart(10)].join(''),
    ...rows,
    // Queued, not sent: the server's worker sends them, and the office's mail page shows each one's fate.
    `invitations queued: ${report.invitations}; accounts without e-mail (print a letter): ${report.accountsWithoutEmail}; rows ignored: ${report.ignoredRows}`,
    // Guardians made anew rather than merged with a contact the office entered (decision 098).
    ...report.notices.map((n) => `${n.file}${n.line === null ? '' : `:${n.line}`}: ${n.message}`),
  ].join('\n');
}

/** Every problem as 'file:line column: message', then how many. */
export function formatProblems(problems: readonly RosterProblem[], language: TLanguage): string {
  const lines = problemsReport(problems, language).map(
    (p) => `${p.file}${p.line === null ? '' : `:${p.line}`}${p.column === null ? '' : ` ${p.column}`}: ${p.message}`,
  );
  return [...lines, translate('roster.invalid', language, { count: problems.length })].join('\n');
}
