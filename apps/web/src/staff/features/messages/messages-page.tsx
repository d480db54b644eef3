import { Trans, useLingui } from '@lingui/react/macro';
import { PenLine } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ZStaffConversationList } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { ShowOlderButton } from '../../../components/show-older-button';
import { Skeleton } from '../../../components/skeleton';
import { useOlderPages } from '../../../lib/api/use-older-pages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SearchInput } from '../../components/search-input';
import { staffPages } from '../../staff-paths';
import { staffMessageKeys } from './api/messages-keys';
import { useStaffConversations } from './api/conversations';
import { ConversationList } from './components/conversation-list';
import { MessagesTabs } from './components/messages-tabs';

/** The caller's conversations with families, newest first, and a search of their own messages (?q=). */
export function MessagesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Messages`);
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const list = useStaffConversations(q);
  const older = useOlderPages(staffMessageKeys.list(q), list.data?.nextPath, ZStaffConversationList);
  const conversations = list.data ? [...list.data.items, ...older.items] : undefined;

  const search = (text: string) => setSearchParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
  return (
    <>
      <MessagesTabs />
      <PageHeader title={t`Messages`} description={t`Your conversations with families, the newest first.`}>
        <Link to={staffPages.newConversation} className={buttonClass('primary', 'md')}>
          <PenLine aria-hidden="true" className="size-4" />
          <Trans>Write to a family</Trans>
        </Link>
      </PageHeader>
      <SearchBox key={q} initial={q} onSearch={search} />
      {list.isError && !list.data ? (
        <InlineError message={t`The conversations could not be loaded.`} onRetry={() => void list.refetch()} />
      ) : !conversations ? (
        <Skeleton rows={5} />
      ) : conversations.length === 0 ? (
        <EmptyState message={q ? t`No conversation matches “${q}”.` : t`No conversation yet.`} />
      ) : (
        <>
          <ConversationList conversations={conversations} now={list.dataUpdatedAt} />
          <ShowOlderButton
            label={t`Show older conversations`}
            errorMessage={t`The older conversations could not be loaded.`}
            pages={older}
          />
        </>
      )}
    </>
  );
}

/** A search form, not a search-as-you-type: each letter would ask the server and move the list under the thumb. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
  };
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex gap-2">
      <label htmlFor={id} className="sr-only">
        <Trans>Search your messages</Trans>
      </label>
      <SearchInput id={id} name="q" defaultValue={initial} maxLength={100} placeholder={t`Subject or text`} className="min-w-0 flex-1" />
      <button type="submit" className={buttonClass('secondary', 'md', 'h-11')}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
