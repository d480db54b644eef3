import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { FormError } from '../../../../components/form-controls';
import { useIsOffice } from '../../../lib/use-is-office';
import { writeErrorMessage } from '../../../components/write-error';
import { useReplyToConversation } from '../api/reply';
import { uploadsOf } from '../../../lib/attachment-files';
import { sentOutcome } from '../sent-outcome';
import { ComposeFields, EMPTY_DRAFT, type Draft } from './compose-fields';

/** The reply box under a conversation; what became of the message is announced in a live region. */
export function ReplyForm({ conversationId }: { conversationId: number }) {
  const { t } = useLingui();
  const isOffice = useIsOffice();
  const reply = useReplyToConversation(conversationId);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [outcome, setOutcome] = useState('');
  const [isReading, setIsReading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.body.trim()) return;
    setOutcome('');
    setIsReading(true);
    const files = await uploadsOf(draft.files).finally(() => setIsReading(false));
    if (!files) return setOutcome(t`An attached file could not be read. Please choose it again.`);
    reply.mutate(
      { body: draft.body, files: files.length > 0 ? files : undefined, isUrgent: isOffice && draft.isUrgent ? true : undefined },
      {
        onSuccess: (sent) => {
          setDraft(EMPTY_DRAFT);
          setOutcome(sentOutcome(sent));
        },
      },
    );
  };
  const isBusy = isReading || reply.isPending;
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
      <ComposeFields draft={draft} onChange={setDraft} label={t`Your reply`} />
      <FormError message={writeErrorMessage(reply.error)} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={isBusy || !draft.body.trim()} aria-busy={isBusy} className={buttonClass('primary', 'md')}>
          <Send aria-hidden="true" className="size-4" />
          <Trans>Send</Trans>
        </button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {outcome}
        </p>
      </div>
    </form>
  );
}
