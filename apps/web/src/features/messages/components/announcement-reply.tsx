import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareReply, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGE_BODY_MAX, type TAnnouncement } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { ChildSelect } from '../../../components/child-select';
import { InlineError } from '../../../components/inline-error';
import { TextAreaField } from '../../../components/text-area-field';
import { ApiError, isSessionError } from '../../../lib/api-error';
import { conversationPath } from '../../../lib/paths';
import { useReplyToAnnouncement } from '../api/announcements';
import { fileProblem } from '../message-rules';
import { FilePicker } from './file-picker';

/**
 * "Reply privately to <sender>": a new conversation with the sender about one of the children it
 * reached, never a reply to every family. Once the family started one, the button opens it instead.
 */
export function AnnouncementReply({ announcement }: { announcement: TAnnouncement }) {
  const [isWriting, setIsWriting] = useState(false);
  const sender = announcement.senderName;
  if (announcement.replyConversationId !== null) {
    return (
      <Link to={conversationPath(announcement.replyConversationId)} className={buttonClass('secondary', 'md', 'h-11 self-start')}>
        <MessageSquareReply aria-hidden="true" className="size-4" />
        <Trans>Open your conversation with {sender}</Trans>
      </Link>
    );
  }
  if (!isWriting) {
    return (
      <button type="button" onClick={() => setIsWriting(true)} className={buttonClass('secondary', 'md', 'h-11 self-start')}>
        <MessageSquareReply aria-hidden="true" className="size-4" />
        <Trans>Reply privately to {sender}</Trans>
      </button>
    );
  }
  return <ReplyForm announcement={announcement} onCancel={() => setIsWriting(false)} />;
}

function ReplyForm({ announcement, onCancel }: { announcement: TAnnouncement; onCancel: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const reply = useReplyToAnnouncement(announcement.id);
  const [childId, setChildId] = useState(announcement.children[0]?.id ?? 0);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isChecked, setIsChecked] = useState(false);
  const bodyError = isChecked && body.trim() === '' ? t`Write your message.` : null;
  const sender = announcement.senderName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (body.trim() === '' || fileProblem(files)) return;
    reply.mutate(
      { childId, body, files },
      { onSuccess: (sent) => void navigate(conversationPath(sent.conversationId), { state: { sent } }) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5">
      <h2 className="text-base font-semibold text-slate-900">
        <Trans>Reply privately to {sender}</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>Only {sender} reads your reply: it starts a conversation, not a message to every family.</Trans>
      </p>
      <ChildSelect label={<Trans>About</Trans>} options={announcement.children} value={childId} onChange={setChildId} />
      <TextAreaField
        label={<Trans>Your reply</Trans>}
        value={body}
        onChange={setBody}
        maxLength={MESSAGE_BODY_MAX}
        rows={4}
        error={bodyError}
        autoFocus
      />
      <FilePicker files={files} onChange={setFiles} />
      {reply.isError && !isSessionError(reply.error) ? (
        <InlineError message={reply.error instanceof ApiError ? reply.error.message : t`The message could not be sent.`} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={reply.isPending} className={buttonClass('primary', 'md', 'h-11')}>
          <Send aria-hidden="true" className="size-4" />
          <Trans>Send</Trans>
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('ghost', 'md', 'h-11')}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
