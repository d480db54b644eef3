import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { TabBar } from '../../components/tab-bar';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTerms } from './api/get-terms';
import { TermTypeSection } from './components/term-type-section';
import { schoolYears, sectionsOf } from './terms-rules';

/** Route /termsdates (any signed-in user): the school calendar of one school year, newest preselected. */
export function TermsDatesPage() {
  const { t } = useLingui();
  const title = t`Terms Date`;
  useDocumentTitle(title);
  const terms = useTerms();
  const [pickedYear, setPickedYear] = useState<string | null>(null);
  const years = schoolYears(terms.data ?? []);
  const year = pickedYear && years.includes(pickedYear) ? pickedYear : (years[0] ?? null);
  const sections = sectionsOf(terms.data ?? [], year);

  return (
    <>
      <PageHeader title={title} description={t`Holidays, exams, meetings and school events.`} />
      {terms.isPending ? (
        <p role="status" className="text-slate-600">
          <Trans>Loading...</Trans>
        </p>
      ) : null}
      {terms.isError ? <InlineError message={t`Error loading data.`} /> : null}
      {terms.isSuccess && !year ? <EmptyState message={t`No term dates`} /> : null}
      {year ? (
        <TabBar label={t`School year`} items={years.map((value) => ({ value, label: value }))} value={year} onValueChange={setPickedYear}>
          <div className="flex flex-col gap-4">
            {sections.map((section) => (
              <TermTypeSection key={`${year}-${section.type}`} section={section} />
            ))}
          </div>
        </TabBar>
      ) : null}
    </>
  );
}
