import { Trans, useLingui } from '@lingui/react/macro';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ImportHistory } from './components/import-history';
import { RosterProblemsTable } from './components/roster-problems-table';
import { RosterReportView } from './components/roster-report-view';
import { RosterUploadForm } from './components/roster-upload-form';
import { type RosterOutcome, type RosterStep, useRosterUpload } from './use-roster-upload';

/**
 * The school's data from its management system (decision 069): the office checks a OneRoster export (a dry
 * run writes nothing), reads what it would change or every problem in it, imports it, and sees the past imports.
 */
export function RosterImportPage() {
  const { t } = useLingui();
  useDocumentTitle(t`School data import`);
  const upload = useRosterUpload();
  return (
    <>
      <PageHeader
        title={t`School data import`}
        description={
          <Trans>
            Export the school’s data from its management system as OneRoster 1.1 or 1.2 CSV files, in one .zip, and check it here: checking
            writes nothing. The import then creates, updates and deactivates pupils, families, classes, teachers and accounts in one go.
          </Trans>
        }
      />
      <section aria-labelledby="roster-upload" className="grid gap-4">
        <h2 id="roster-upload" className="text-lg font-semibold text-slate-900">
          <Trans>Check and import a file</Trans>
        </h2>
        <RosterUploadForm step={upload.step} onFileChange={upload.forget} onCheck={upload.check} />
        {/* Always in the page, so what fills it is announced. */}
        <div aria-live="polite">
          {upload.outcome ? <Outcome outcome={upload.outcome} onImport={upload.apply} step={upload.step} /> : null}
        </div>
      </section>
      <ImportHistory />
    </>
  );
}

type OutcomeProps = { outcome: RosterOutcome; onImport: () => void; step: RosterStep };

function Outcome({ outcome, onImport, step }: OutcomeProps) {
  switch (outcome.kind) {
    case 'report':
      return <RosterReportView report={outcome.report} onImport={onImport} step={step} />;
    case 'refused':
      return <RosterProblemsTable problems={outcome.problems} />;
    case 'failed':
      return <InlineError message={outcome.message} />;
  }
}
