import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PausesSection } from './components/pauses-section';
import { ReportsList } from './components/reports-list';
import { SettingsSection } from './components/settings-form';
import { WaitingList } from './components/waiting-list';

/** The office's messaging page: who waits too long, what was reported, the pauses, and the school's settings. */
export function MessagingPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Messaging`);
  return (
    <>
      <PageHeader title={t`Messaging`} description={t`Safeguarding and the school's rules for conversations with families.`} />
      <div className="grid gap-5 lg:grid-cols-2">
        <WaitingList />
        <ReportsList />
        <PausesSection />
        <SettingsSection />
      </div>
    </>
  );
}
