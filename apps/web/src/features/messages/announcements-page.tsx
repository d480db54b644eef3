import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { ShowOlderButton } from '../../components/show-older-button';
import { Skeleton } from '../../components/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAnnouncements } from './api/announcements';
import { AnnouncementList } from './components/announcement-list';
import { MessagesTabs } from './components/messages-tabs';

/** Route /messages/announcements: what the school sent the family, newest first, the unread ones marked. */
export function AnnouncementsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Announcements`);
  const announcements = useAnnouncements();
  const items = announcements.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <MessagesTabs />
      <PageHeader title={t`Announcements`} description={t`What the school sends to your family.`} />
      <div className="flex flex-col gap-4">
        {announcements.isPending ? <Skeleton rows={3} /> : null}
        {announcements.isError ? (
          <InlineError message={t`The announcements could not be loaded.`} onRetry={() => void announcements.refetch()} />
        ) : null}
        {announcements.isSuccess && items.length === 0 ? <EmptyState message={t`No announcement yet.`} /> : null}
        {items.length > 0 ? <AnnouncementList announcements={items} /> : null}
        <ShowOlderButton
          label={t`Show older announcements`}
          errorMessage={t`The older announcements could not be loaded.`}
          pages={{
            hasOlder: announcements.hasNextPage,
            showOlder: () => void announcements.fetchNextPage(),
            isLoading: announcements.isFetchingNextPage,
            isError: announcements.isFetchNextPageError,
          }}
        />
      </div>
    </>
  );
}
