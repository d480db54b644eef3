import { type ReactNode, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import type { TChild } from '@carnet/contract';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { hasRole, useUser } from '../../lib/use-user';
import { useChild } from '../../lib/api/get-child';
import { type ChildTabId, chooseChild, visibleTabs } from './child-rules';
import { ChildHeader } from './components/child-header';
import { ChildTabs } from './components/child-tabs';
import { ConcernTab } from './components/concern-tab';
import { ExitPermissionTab } from './components/exit-permission-tab';
import { MedicalTab } from './components/medical-tab';
import { RegistryTab } from './components/registry-tab';
import { SubjectTab } from './components/subject-tab';
import { useChildNews } from './use-child-news';

/** What goes between the child's header and the tabs: the day's lesson notes, composed in by app/child-info-route. */
type AboveTabs = (childId: number, isParent: boolean) => ReactNode;

/** Route /childinfo?children={childId} (any signed-in user): the child is chosen by the query parameter. */
export function ChildInfoPage({ aboveTabs }: { aboveTabs?: AboveTabs }) {
  const user = useUser();
  const [searchParams] = useSearchParams();
  const child = chooseChild(user?.familyInfo.children ?? [], searchParams.get('children'));
  if (!child) return <NoChild />;
  // Keyed by child, so another child starts again on the first tab.
  return <ChildInfo key={child.id} childId={child.id} isParent={hasRole(user, 'ROLE_PARENT')} aboveTabs={aboveTabs} />;
}

function NoChild() {
  const { t } = useLingui();
  useDocumentTitle(t`No child found`);
  return (
    <>
      <PageHeader title={t`Child information`} />
      <EmptyState message={t`No child found`} />
    </>
  );
}

function ChildInfo({ childId, isParent, aboveTabs }: { childId: number; isParent: boolean; aboveTabs?: AboveTabs }) {
  const { i18n, t } = useLingui();
  const query = useChild(childId);
  const news = useChildNews(childId);
  const [tab, setTab] = useState<ChildTabId>('registry');
  const child = query.data;
  const fullName = child ? `${child.firstName} ${child.lastName}` : '';
  useDocumentTitle(child ? fullName : t`Child information`);

  if (query.isPending)
    return (
      <p role="status" className="text-slate-600">
        <Trans>Loading...</Trans>
      </p>
    );
  if (!child) return <InlineError message={t`Error loading child info`} />;

  const select = (next: ChildTabId) => {
    setTab(next);
    news.openTab(next);
  };
  return (
    <>
      <ChildHeader child={child} />
      {aboveTabs?.(child.id, isParent)}
      <ChildTabs
        tabs={visibleTabs(isParent).map((visible) => ({ id: visible.id, label: i18n._(visible.label) }))}
        value={tab}
        onValueChange={select}
        withNews={news.tabsWithNews}
        panel={(id) => panelOf(id, child, isParent)}
      />
    </>
  );
}

function panelOf(tab: ChildTabId, child: TChild, isParent: boolean) {
  switch (tab) {
    case 'registry':
      return <RegistryTab childId={child.id} canEdit={isParent} />;
    case 'exit-permission':
      return <ExitPermissionTab permissions={child.exitPermissions} />;
    case 'subject':
      return <SubjectTab subjects={child.subjects} canContact={isParent} />;
    case 'medical':
      return <MedicalTab child={child} />;
    case 'concern':
      return <ConcernTab childId={child.id} concerns={child.concerns} />;
  }
}
