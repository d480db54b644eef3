import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicationList } from './components/publication-list';
import { PublishOneFileForm } from './components/publish-one-file-form';

/** The office sends a document (invoice, letter, certificate…) to each pupil of an audience; parents see it. */
export function DocumentsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Documents`);
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <PageHeader
        title={t`Documents`}
        description={
          <Trans>Each pupil you choose gets their own copy; their parents see it on their documents page, and are notified.</Trans>
        }
      />
      <section aria-labelledby="document-new">
        <h2 id="document-new" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Send a document</Trans>
        </h2>
        <PublishOneFileForm key={formKey} kind="document" onPublished={() => setFormKey((k) => k + 1)} />
      </section>
      <PublicationList kind="document" heading={t`Sent documents`} />
    </>
  );
}
