import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicationList } from './components/publication-list';
import { PublishOneFileForm } from './components/publish-one-file-form';

/** The office sends a newsletter (a PDF) to an audience, and sees and withdraws past ones. */
export function NewslettersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Newsletters`);
  // A new key gives a fresh, empty form after each sending.
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <PageHeader
        title={t`Newsletters`}
        description={<Trans>Families of the pupils you choose see it on their newsletter page, and are notified.</Trans>}
      />
      <section aria-labelledby="newsletter-new">
        <h2 id="newsletter-new" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Send a newsletter</Trans>
        </h2>
        <PublishOneFileForm key={formKey} kind="newsletter" onPublished={() => setFormKey((k) => k + 1)} />
      </section>
      <PublicationList kind="newsletter" heading={t`Sent newsletters`} />
    </>
  );
}
