import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { TextLink } from '../../../components/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { staffPages } from '../../staff-paths';
import { CompetenciesList } from './components/competencies-list';
import { ReleaseSettings } from './components/release-settings';

/** The office's settings of marks: when families see them, and the school's list of competencies. */
export function MarksSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Marks settings`);
  return (
    <>
      <PageHeader title={t`Marks settings`} description={t`When families see published marks, and the competencies teachers assess.`}>
        <TextLink to={staffPages.marks}>{t`Every group`}</TextLink>
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <ReleaseSettings />
        <CompetenciesList />
      </div>
    </>
  );
}
