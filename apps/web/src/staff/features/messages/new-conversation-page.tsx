import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { CONVERSATION_SUBJECT_MAX, type TPupilRef } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { FormError, controlClass } from '../../../components/form-controls';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { writeErrorMessage } from '../../components/write-error';
import { useIsOffice } from '../../lib/use-is-office';
import { staffPages, withId } from '../../staff-paths';
import { useStartConversation } from './api/start-conversation';
import { BackToMessages } from './components/back-to-messages';
import { ComposeFields, EMPTY_DRAFT, type Draft } from './components/compose-fields';
import { PupilPicker } from './components/pupil-picker';
import { uploadsOf } from '../../lib/attachment-files';
import { sentOutcome } from './sent-outcome';

/** Writing first to a pupil's family (or to the pupil alone): the pupil, a subject, the message. */
export function NewConversationPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Write to a family`);
  const id = useId();
  const navigate = useNavigate();
  const isOffice = useIsOffice();
  const start = useStartConversation();
  const [pupil, setPupil] = useState<TPupilRef | null>(null);
  const [isStudentOnly, setIsStudentOnly] = useState(false);
  const [subject, setSubject] = useState('');
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pupil) return setProblem(t`Choose the pupil this conversation is about.`);
    if (!subject.trim() || !draft.body.trim()) return;
    setProblem(null);
    setIsReading(true);
    const files = await uploadsOf(draft.files).finally(() => setIsReading(false));
    if (!files) return setProblem(t`An attached file could not be read. Please choose it again.`);
    start.mutate(
      {
        childId: pupil.id,
        isStudentOnly: isStudentOnly || undefined,
        subject: subject.trim(),
        body: draft.body,
        files: files.length > 0 ? files : undefined,
        isUrgent: isOffice && draft.isUrgent ? true : undefined,
      },
      {
        onSuccess: (sent) => void navigate(withId(staffPages.conversation, sent.conversationId), { state: { outcome: sentOutcome(sent) } }),
      },
    );
  };
  const isBusy = isReading || start.isPending;
  return (
    <div className="mx-auto max-w-3xl">
      <BackToMessages />
      <PageHeader title={t`Write to a family`} description={t`The pupil's parents read it, each with their own account.`} />
      <form
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
      >
        <PupilPicker chosen={pupil} onChoose={setPupil} />
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={isStudentOnly}
            onChange={(event) => setIsStudentOnly(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          <Trans>Write to the pupil alone (their parents do not see it)</Trans>
        </label>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-subject`} className="text-sm font-medium text-slate-700">
            <Trans>Subject of the conversation</Trans>
          </label>
          <input
            id={`${id}-subject`}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            maxLength={CONVERSATION_SUBJECT_MAX}
            required
            className={controlClass()}
          />
        </div>
        <ComposeFields draft={draft} onChange={setDraft} label={t`Message`} />
        <FormError message={problem ?? writeErrorMessage(start.error)} />
        <div>
          <button type="submit" disabled={isBusy} aria-busy={isBusy} className={buttonClass('primary', 'md')}>
            <Send aria-hidden="true" className="size-4" />
            <Trans>Send</Trans>
          </button>
        </div>
      </form>
    </div>
  );
}
