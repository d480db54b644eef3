import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, CalendarX, MessageSquarePlus, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { inputClass, inputStateClass } from '../../components/form-field';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { ShowOlderButton } from '../../components/show-older-button';
import { Skeleton } from '../../components/skeleton';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { hasRole, useUser } from '../../lib/use-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConversations } from './api/get-conversations';
import { useMessagingSettings } from './api/messaging-settings';
import { ConversationList } from './components/conversation-list';
import { MessagesTabs } from './components/messages-tabs';

/** Route /messages: the family's conversations with the school, newest first, searchable. */
export function MessagesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Messages`);
  const id = useId();
  const [search, setSearch] = useState('');
  const conversations = useConversations(useDeferredValue(search));
  const settings = useMessagingSettings();
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  // A parent's own requests about attendance have their forms (decision 107); a student's account has none.
  const isParent = hasRole(useUser(), 'ROLE_PARENT');

  return (
    <>
      <MessagesTabs />
      <PageHeader title={t`Messages`}>
        <div className="flex flex-wrap gap-2">
          {settings.data?.canStart ? (
            <Link to={paths.newMessage} className={buttonClass('primary')}>
              <MessageSquarePlus aria-hidden="true" className="size-4" />
              <Trans>New message</Trans>
            </Link>
          ) : null}
          {isParent ? (
            <>
              <Link to={paths.reportAbsence} className={buttonClass('secondary')}>
                <CalendarX aria-hidden="true" className="size-4" />
                <Trans>Report an absence</Trans>
              </Link>
              <Link to={paths.askLeave} className={buttonClass('secondary')}>
                <CalendarClock aria-hidden="true" className="size-4" />
                <Trans>Ask for leave</Trans>
              </Link>
            </>
          ) : null}
        </div>
      </PageHeader>
      <div className="flex flex-col gap-4">
        {settings.data?.pauseReason ? (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <Trans>The school has paused new conversations:</Trans> {settings.data.pauseReason}
          </p>
        ) : null}
        <div className="relative max-w-md">
          <label htmlFor={`${id}-search`} className="sr-only">
            <Trans>Search your messages</Trans>
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-3 size-5 text-slate-400" />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder={t`Search your messages`}
            onChange={(event) => setSearch(event.target.value)}
            className={cn(inputClass, inputStateClass(false), 'ps-10')}
          />
        </div>
        {conversations.isPending ? <Skeleton rows={3} /> : null}
        {conversations.isError ? (
          <InlineError message={t`The conversations could not be loaded.`} onRetry={() => void conversations.refetch()} />
        ) : null}
        {conversations.isSuccess && items.length === 0 ? (
          <EmptyState message={search.trim() ? t`No message matches your search.` : t`No messages yet.`} />
        ) : null}
        {items.length > 0 ? <ConversationList conversations={items} now={conversations.dataUpdatedAt} /> : null}
        <ShowOlderButton
          label={t`Show older conversations`}
          errorMessage={t`The older conversations could not be loaded.`}
          pages={{
            hasOlder: conversations.hasNextPage,
            showOlder: () => void conversations.fetchNextPage(),
            isLoading: conversations.isFetchingNextPage,
            isError: conversations.isFetchNextPageError,
          }}
        />
      </div>
    </>
  );
}
