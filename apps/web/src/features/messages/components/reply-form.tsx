import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { MESSAGE_BODY_MAX } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { InlineError } from '../../../components/inline-error';
import { TextAreaField } from '../../../components/text-area-field';
import { ApiError, isSessionError } from '../../../lib/api-error';
import { useReply } from '../api/send-message';
import { fileProblem } from '../message-rules';
import { FilePicker } from './file-picker';
import { SentNotice } from './sent-notice';

/** The reply box under a conversation: text and attachments; after sending it empties and says when it arrives. */
export function ReplyForm({ conversationId }: { conversationId: number }) {
  const { t } = useLingui();
  const reply = useReply(conversationId);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isChecked, setIsChecked] = useState(false);
  const bodyError = isChecked && body.trim() === '' ? t`Write your message.` : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (body.trim() === '' || fileProblem(files)) return;
    reply.mutate(
      { body, files },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
          setIsChecked(false);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-2xl border border-slate-200/80 bg-white p-3 shadow-xs sm:p-4">
      <TextAreaField label={<Trans>Your reply</Trans>} value={body} onChange={setBody} maxLength={MESSAGE_BODY_MAX} error={bodyError} />
      <FilePicker files={files} onChange={setFiles} />
      {reply.isError && !isSessionError(reply.error) ? (
        <InlineError message={reply.error instanceof ApiError ? reply.error.message : t`The message could not be sent.`} />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SentNotice sent={reply.data} />
        <button type="submit" disabled={reply.isPending} className={buttonClass('primary', 'md', 'ms-auto')}>
          <Send aria-hidden="true" className="size-4" />
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  );
}
