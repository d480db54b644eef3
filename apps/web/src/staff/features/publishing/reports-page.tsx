import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicationList } from './components/publication-list';
import { ReportsForm } from './components/reports-form';

/** The office publishes the term's reports, one PDF per pupil, and sees and withdraws past batches. */
export function ReportsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Reports`);
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <PageHeader
        title={t`Reports`}
        description={<Trans>Each pupil's report goes to their parents and to the pupil's own account.</Trans>}
      />
      <section aria-labelledby="reports-new">
        <h2 id="reports-new" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Publish reports</Trans>
        </h2>
        <ReportsForm key={formKey} onPublished={() => setFormKey((k) => k + 1)} />
      </section>
      <PublicationList kind="report" heading={t`Published reports`} />
    </>
  );
}
