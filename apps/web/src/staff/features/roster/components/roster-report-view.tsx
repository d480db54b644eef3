import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Import, TriangleAlert } from 'lucide-react';
import type { TRosterReport } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import type { RosterStep } from '../use-roster-upload';
import { RosterCountsTable } from './roster-counts-table';

type Props = { report: TRosterReport; onImport: () => void; step: RosterStep };

/**
 * A check's report (what the import will do, with the button that applies it) or an import's (what it
 * did). A check queues no e-mail: its invitations are those the import would send.
 */
export function RosterReportView({ report, onImport, step }: Props) {
  const { t } = useLingui();
  const invitations = report.invitations;
  const version = report.version;
  const figures = [
    { label: report.isDryRun ? t`Invitation e-mails to send` : t`Invitation e-mails sent`, value: invitations },
    { label: t`New accounts without e-mail (a letter to print)`, value: report.accountsWithoutEmail },
    { label: t`Rows Carnet does not use (ignored)`, value: report.ignoredRows },
  ];
  return (
    <div className="grid gap-4">
      {report.isDryRun ? (
        <div>
          <h3 className="text-base font-semibold text-slate-900">
            <Trans>The file can be imported</Trans>
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>OneRoster {version}. Nothing has been written yet: check the figures below, then import.</Trans>
          </p>
        </div>
      ) : (
        <div className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <h3 className="text-base font-semibold">
              <Trans>Import done</Trans>
            </h3>
            <p className="text-sm">
              <Trans>The school’s data was imported (OneRoster {version}).</Trans>
            </p>
          </div>
        </div>
      )}
      {report.notices.length > 0 ? <RosterNotices notices={report.notices} /> : null}
      <RosterCountsTable counts={report.counts} isDryRun={report.isDryRun} />
      <dl className="grid divide-y divide-slate-100 rounded-2xl border border-slate-200/80 bg-white text-sm shadow-xs sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {figures.map((figure) => (
          <div key={figure.label} className="flex items-baseline justify-between gap-3 px-4 py-3 sm:block">
            <dt className="text-slate-600">{figure.label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums sm:mt-1">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {report.isDryRun ? (
        <div>
          <button type="button" onClick={onImport} disabled={step !== null} className={buttonClass('primary')}>
            <Import aria-hidden="true" className="size-4" />
            {step === 'import' ? <Trans>Importing…</Trans> : <Trans>Import</Trans>}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Guardians the import made anew rather than merge with a contact the office entered (decision 098): the office checks those families. */
function RosterNotices({ notices }: { notices: TRosterReport['notices'] }) {
  return (
    <section aria-labelledby="roster-notices" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
      <h3 id="roster-notices" className="flex items-center gap-2 text-base font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        <Trans>To check</Trans>
      </h3>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {notices.map(({ file, line, message }, index) => (
          // Two notices may name the same line: the index keeps them apart, in the server's order.
          <li key={index} className="[overflow-wrap:anywhere]">
            {line === null ? (
              file
            ) : (
              <Trans>
                {file}, line {line}
              </Trans>
            )}
            {' — '}
            {message}
          </li>
        ))}
      </ul>
    </section>
  );
}
