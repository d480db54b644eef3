import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import type { TMessageSent } from '@carnet/contract';
import { EarlierMessagesButton } from '../../components/earlier-messages-button';
import { InlineError } from '../../components/inline-error';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { ApiError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConversation } from './api/get-conversation';
import { MessageBubble } from './components/message-bubble';
import { ReplyForm } from './components/reply-form';
import { SentNotice } from './components/sent-notice';
import { WithWhom } from './components/with-whom';
import { BackToMessages } from './new-message-page';

/** Route /messages/:id: one conversation, oldest message first, and the reply box. */
export function ConversationPage() {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? <Conversation id={id} /> : <NotFoundPage />;
}

function Conversation({ id }: { id: number }) {
  const { t } = useLingui();
  const conversation = useConversation(id);
  const sent = (useLocation().state as { sent?: TMessageSent } | null)?.sent;
  const messagesRef = useRef<HTMLElement>(null);
  const focusMessages = useCallback(() => messagesRef.current?.focus(), []);
  const loadedMessage = useCallback(
    (count: number) => plural(count, { one: '# earlier message loaded', other: '# earlier messages loaded' }),
    [],
  );
  useDocumentTitle(conversation.data?.subject ?? t`Messages`);
  if (conversation.error instanceof ApiError && conversation.error.status === 404 && !conversation.data) return <NotFoundPage />;
  const data = conversation.data;
  // The API gives the newest first (a page of them); a conversation reads from the top down.
  const messages = data ? [...data.messages].reverse() : [];
  return (
    <>
      <BackToMessages />
      {conversation.isPending ? <Skeleton rows={4} /> : null}
      {conversation.isError && !data ? (
        <InlineError message={t`The conversation could not be loaded.`} onRetry={() => void conversation.refetch()} />
      ) : null}
      {data ? (
        <>
          <PageHeader title={data.subject} description={<WithWhom conversation={data} />} />
          <div className="flex max-w-3xl flex-col gap-5">
            {sent ? <SentNotice sent={sent} /> : null}
            <EarlierMessagesButton
              label={t`Earlier messages`}
              loadedMessage={loadedMessage}
              errorMessage={t`The earlier messages could not be loaded.`}
              shown={messages.length}
              pages={conversation}
              focusAfterLast={focusMessages}
            />
            <section ref={messagesRef} tabIndex={-1} aria-label={t`Messages`} className="flex flex-col gap-5 focus:outline-none">
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} />
              ))}
            </section>
            {data.isClosed ? (
              <p className="flex items-center gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
                <Lock aria-hidden="true" className="size-4" />
                <Trans>The school has closed this conversation. Start a new one to write again.</Trans>
              </p>
            ) : (
              <ReplyForm conversationId={id} />
            )}
          </div>
        </>
      ) : null}
    </>
  );
}
