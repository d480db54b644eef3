import { Trans, useLingui } from '@lingui/react/macro';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { ZStaffAnnouncementList } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { ShowOlderButton } from '../../../components/show-older-button';
import { Skeleton } from '../../../components/skeleton';
import { useOlderPages } from '../../../lib/api/use-older-pages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { staffPages } from '../../staff-paths';
import { useStaffAnnouncements } from './api/announcements';
import { staffAnnouncementKeys } from './api/messages-keys';
import { AnnouncementList } from './components/announcement-list';
import { MessagesTabs } from './components/messages-tabs';

/** The caller's announcements (the office: the school's), newest first, with how many families read and acknowledged. */
export function AnnouncementsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Announcements`);
  const list = useStaffAnnouncements();
  const older = useOlderPages(staffAnnouncementKeys.list, list.data?.nextPath, ZStaffAnnouncementList);
  const announcements = list.data ? [...list.data.items, ...older.items] : undefined;
  return (
    <>
      <MessagesTabs />
      <PageHeader title={t`Announcements`} description={t`Sent to the families of a class, a group or the whole school.`}>
        <Link to={staffPages.newAnnouncement} className={buttonClass('primary', 'md')}>
          <Megaphone aria-hidden="true" className="size-4" />
          <Trans>New announcement</Trans>
        </Link>
      </PageHeader>
      {list.isError && !list.data ? (
        <InlineError message={t`The announcements could not be loaded.`} onRetry={() => void list.refetch()} />
      ) : !announcements ? (
        <Skeleton rows={4} />
      ) : announcements.length === 0 ? (
        <EmptyState message={t`No announcement yet.`} />
      ) : (
        <>
          <AnnouncementList announcements={announcements} />
          <ShowOlderButton
            label={t`Show older announcements`}
            errorMessage={t`The older announcements could not be loaded.`}
            pages={older}
          />
        </>
      )}
    </>
  );
}
