import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import type { TStaffConversation } from '@carnet/contract';
import { EarlierMessagesButton } from '../../../components/earlier-messages-button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIsOffice } from '../../lib/use-is-office';
import { useStaffConversation } from './api/conversation';
import { BackToMessages } from './components/back-to-messages';
import { DetailFrame } from './components/detail-frame';
import { MessageItem } from './components/message-item';
import { OfficeReadingNotice } from './components/office-reading-notice';
import { OfficeTools } from './components/office-tools';
import { ReplyForm } from './components/reply-form';

/** One conversation: its messages oldest to newest, the reply box for a party, the office's tools. */
export function ConversationPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const conversation = useStaffConversation(id);
  useDocumentTitle(conversation.data?.subject ?? t`Conversation`);
  return (
    <DetailFrame
      back={<BackToMessages />}
      query={conversation}
      missingMessage={t`This conversation does not exist or is not yours.`}
      failedMessage={t`The conversation could not be loaded.`}
    >
      {(data) => <ConversationView conversation={data} loadedAt={conversation.dataUpdatedAt} pages={conversation} />}
    </DetailFrame>
  );
}

type EarlierPages = Pick<
  ReturnType<typeof useStaffConversation>,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/** `loadedAt`: when the answer came, the moment a held message is compared with (render stays pure). */
function ConversationView({
  conversation: c,
  loadedAt,
  pages,
}: {
  conversation: TStaffConversation;
  loadedAt: number;
  pages: EarlierPages;
}) {
  const { t } = useLingui();
  const messagesRef = useRef<HTMLElement>(null);
  const focusMessages = useCallback(() => messagesRef.current?.focus(), []);
  const loadedMessage = useCallback(
    (count: number) => plural(count, { one: '# earlier message loaded', other: '# earlier messages loaded' }),
    [],
  );
  const isOffice = useIsOffice();
  const pupil = `${c.childFirstName} ${c.childLastName}`;
  const family = c.familyName;
  const teacher = c.teacherName ?? '';
  // The API gives the newest first (a page of them); a conversation reads from the top down.
  const messages = [...c.messages].reverse();
  // A conversation just started arrives here with what became of its first message.
  const outcome = (useLocation().state as { outcome?: string } | null)?.outcome;
  return (
    <>
      <header className="mb-4">
        <h1 className="text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">{c.subject}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {c.isStudentOnly ? (
            <Trans>With {pupil} (the pupil)</Trans>
          ) : (
            <Trans>
              {family} family, about {pupil}
            </Trans>
          )}
          <span aria-hidden="true"> · </span>
          {c.staffKind === 'office' ? <Trans>With the office</Trans> : <Trans>With {teacher}</Trans>}
        </p>
      </header>
      {outcome ? (
        <p aria-live="polite" className="mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {outcome}
        </p>
      ) : null}
      {!c.isParty ? <OfficeReadingNotice /> : null}
      {isOffice ? <OfficeTools conversation={c} /> : null}
      <EarlierMessagesButton
        label={t`Earlier messages`}
        loadedMessage={loadedMessage}
        errorMessage={t`The earlier messages could not be loaded.`}
        shown={c.messages.length}
        pages={pages}
        focusAfterLast={focusMessages}
      />
      <section ref={messagesRef} tabIndex={-1} aria-label={t`Messages`} className="flex flex-col gap-3 focus:outline-none">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} canReport={c.isParty} now={loadedAt} />
        ))}
      </section>
      <div className="mt-5">
        {c.isClosed ? (
          <p className="flex items-center gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
            <Lock aria-hidden="true" className="size-4 shrink-0" />
            <Trans>This conversation is closed: nobody can write in it any more.</Trans>
          </p>
        ) : c.isParty ? (
          <ReplyForm conversationId={c.id} />
        ) : null}
      </div>
    </>
  );
}
