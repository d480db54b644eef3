import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { CONVERSATION_SUBJECT_MAX, MESSAGE_BODY_MAX, type TMessageRecipients } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { ChildSelect } from '../../../components/child-select';
import { inputClass, inputStateClass } from '../../../components/form-field';
import { InlineError } from '../../../components/inline-error';
import { TextAreaField } from '../../../components/text-area-field';
import { ApiError, isSessionError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { conversationPath } from '../../../lib/paths';
import { useStartConversation } from '../api/send-message';
import { fileProblem } from '../message-rules';
import { FilePicker } from './file-picker';

const OFFICE = 'office';

/** A new conversation about one child: with the school office or one of the child's teachers. */
export function NewConversationForm({ recipients }: { recipients: TMessageRecipients }) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const start = useStartConversation();
  const [childId, setChildId] = useState(recipients.children[0]?.childId ?? 0);
  const [to, setTo] = useState<string>('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isChecked, setIsChecked] = useState(false);
  const child = recipients.children.find((each) => each.childId === childId);

  const errors = {
    to: to === '' ? t`Choose who you write to.` : null,
    subject: subject.trim() === '' ? t`Give your message a subject.` : null,
    body: body.trim() === '' ? t`Write your message.` : null,
  };
  const shown = (error: string | null) => (isChecked ? error : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (errors.to || errors.subject || errors.body || fileProblem(files)) return;
    const withWhom = to === OFFICE ? ({ kind: 'office' } as const) : ({ kind: 'teacher', teacherId: Number(to) } as const);
    start.mutate(
      { childId, with: withWhom, subject: subject.trim(), body, files },
      { onSuccess: (sent) => void navigate(conversationPath(sent.conversationId), { state: { sent } }) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5">
      <ChildSelect
        label={<Trans>About</Trans>}
        options={recipients.children.map((each) => ({ id: each.childId, firstName: each.firstName }))}
        value={childId}
        onChange={(next) => {
          setChildId(next);
          setTo('');
        }}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={shown(errors.to) ? `${id}-to-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">
          <Trans>Write to</Trans>
        </legend>
        <RecipientChoice name={`${id}-to`} value={OFFICE} checked={to === OFFICE} onChange={setTo} label={t`The school office`} />
        {(child?.teachers ?? []).map((teacher) => (
          <RecipientChoice
            key={teacher.id}
            name={`${id}-to`}
            value={String(teacher.id)}
            checked={to === String(teacher.id)}
            onChange={setTo}
            label={teacher.name}
            detail={teacher.groups.join(', ')}
          />
        ))}
        {shown(errors.to) ? (
          <p id={`${id}-to-error`} className="text-sm text-rose-700">
            {errors.to}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-subject`} className="text-sm font-medium text-slate-700">
          <Trans>Subject of the message</Trans>
        </label>
        <input
          id={`${id}-subject`}
          value={subject}
          maxLength={CONVERSATION_SUBJECT_MAX}
          aria-invalid={shown(errors.subject) ? true : undefined}
          aria-describedby={shown(errors.subject) ? `${id}-subject-error` : undefined}
          onChange={(event) => setSubject(event.target.value)}
          className={cn(inputClass, inputStateClass(shown(errors.subject) !== null))}
        />
        {shown(errors.subject) ? (
          <p id={`${id}-subject-error`} className="text-sm text-rose-700">
            {errors.subject}
          </p>
        ) : null}
      </div>
      <TextAreaField
        label={<Trans>Message</Trans>}
        value={body}
        onChange={setBody}
        maxLength={MESSAGE_BODY_MAX}
        rows={6}
        error={shown(errors.body)}
      />
      <FilePicker files={files} onChange={setFiles} />
      {start.isError && !isSessionError(start.error) ? (
        <InlineError message={start.error instanceof ApiError ? start.error.message : t`The message could not be sent.`} />
      ) : null}
      <div>
        <button type="submit" disabled={start.isPending} className={buttonClass('primary')}>
          <Send aria-hidden="true" className="size-4" />
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  );
}

type ChoiceProps = { name: string; value: string; checked: boolean; onChange: (value: string) => void; label: string; detail?: string };

function RecipientChoice({ name, value, checked, onChange, label, detail }: ChoiceProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
        checked ? 'border-brand-500 bg-brand-50/60' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-0.5 accent-brand-600"
      />
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">{label}</span>
        {detail ? <span className="text-slate-500">{detail}</span> : null}
      </span>
    </label>
  );
}
