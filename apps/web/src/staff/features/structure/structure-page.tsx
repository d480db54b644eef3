import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { TabBar } from '../../../components/tab-bar';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSchoolStructure } from './api/get-school-structure';
import { ClassesSection } from './components/classes-section';
import { TermsSection } from './components/terms-section';
import { TeachingGroupsSection } from './components/teaching-groups-section';
import { YearGroupsSection } from './components/year-groups-section';

const TABS = ['terms', 'classes', 'teaching-groups'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * The school's structure, for the office: school years and terms, year groups and classes, teaching
 * groups and their pupils. The tab is in the address (?tab=), so a reload or a shared link opens it.
 */
export function StructurePage() {
  const { t } = useLingui();
  useDocumentTitle(t`School structure`);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'terms';
  const items = [
    { value: 'terms', label: t`School years and terms` },
    { value: 'classes', label: t`Year groups and classes` },
    { value: 'teaching-groups', label: t`Teaching groups` },
  ];
  return (
    <>
      <PageHeader
        title={t`School structure`}
        description={<Trans>The terms families see, the year groups and classes, and who teaches which subject to which class.</Trans>}
      />
      <TabBar
        label={t`Parts of the school's structure`}
        items={items}
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
      >
        {tab === 'terms' ? <TermsSection /> : <StructureTab tab={tab} />}
      </TabBar>
    </>
  );
}

/** The two tabs that need the year groups, classes and teachers. */
function StructureTab({ tab }: { tab: Exclude<Tab, 'terms'> }) {
  const { t } = useLingui();
  const structure = useSchoolStructure();
  if (structure.isPending) return <Skeleton rows={5} />;
  if (structure.isError)
    return <InlineError message={t`The school's structure could not be loaded.`} onRetry={() => void structure.refetch()} />;
  if (tab === 'teaching-groups') return <TeachingGroupsSection structure={structure.data} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <YearGroupsSection yearGroups={structure.data.yearGroups} />
      <ClassesSection structure={structure.data} />
    </div>
  );
}
