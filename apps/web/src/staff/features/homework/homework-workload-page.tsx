import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { TextLink } from '../../../components/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { staffPages } from '../../staff-paths';
import { ClassWeekSection } from './components/class-week';
import { LimitsSection } from './components/limits-form';

/** The office's homework page: the school's limits, and any class's week of homework against them. */
export function HomeworkWorkloadPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Homework workload`);
  return (
    <>
      <PageHeader title={t`Homework workload`} description={t`The school's limits on homework, and each class's week against them.`}>
        <TextLink to={staffPages.homework}>{t`Every group's cahier de textes`}</TextLink>
      </PageHeader>
      <div className="grid gap-5 lg:grid-cols-2">
        <LimitsSection />
        <ClassWeekSection />
      </div>
    </>
  );
}
