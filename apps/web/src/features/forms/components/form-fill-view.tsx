import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, Send } from 'lucide-react';
import { questionKey, type TFormDefinition, type TFormRequest, validateFormAnswers, validateFormContact } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { notifyWarning } from '../../../lib/toast';
import { useUser } from '../../../lib/use-user';
import { useSendForm } from '../api/send-form';
import { buildSendFormPayload, hasTypedAnswers, initialAnswers, isEveryQuestionAnswered, type FormAnswers } from '../form-answers';
import { contactIssueTexts, say } from '../form-texts';
import { formTypeLabel } from '../form-types';
import { useLeaveGuard } from '../use-leave-guard';
import { contactFieldId, ContactFields } from './contact-fields';
import { FormDeadline } from './form-deadline';
import { FormSection } from './form-section';
import { FormViewHeader } from './form-view-header';
import { LeaveFormDialog } from './leave-form-dialog';
import { QuestionField } from './question-field';

type Props = {
  request: TFormRequest;
  definition: TFormDefinition;
  onClose: () => void;
  /** Once sent, the family reads a summary of what it answered (the view-answers screen). */
  onSent: () => void;
};

/** The fill-in view: the deadline, Contact, Questions, then 'Send Form'. Leaving with typed answers asks first. */
export function FormFillView({ request, definition, onClose, onSent }: Props) {
  const { i18n, t } = useLingui();
  const { schema } = definition;
  const user = useUser();
  const [initial] = useState<FormAnswers>(() => initialAnswers(schema, user, definition.contactDefaults));
  const [answers, setAnswers] = useState<FormAnswers>(initial);
  // Kept as descriptors, so a change of language also changes the messages shown.
  const [errors, setErrors] = useState<Record<string, MessageDescriptor | string>>({});
  const [isSent, setIsSent] = useState(false);
  const guard = useLeaveGuard(!isSent && hasTypedAnswers(initial, answers));
  const send = useSendForm(() => {
    setIsSent(true);
    onSent();
  });
  const isComplete = isEveryQuestionAnswered(schema, answers);
  const hasOptional = schema.form.some((question) => !question.required);

  const change = (key: string, value: FormAnswers[string]) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = buildSendFormPayload(schema, answers);
    const issues = validateFormContact(schema.contactInfo, payload.contactInfo).map((issue) => ({
      field: issue.field,
      ...contactIssueTexts(issue),
    }));
    setErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
    if (issues.length > 0) {
      issues.forEach((issue) => notifyWarning(say(issue.warning)));
      document.getElementById(contactFieldId(issues[0]?.field ?? ''))?.focus();
      return;
    }
    // Refused answers send nothing and show nothing; the disabled button keeps this from happening.
    if (validateFormAnswers(schema, payload.form).length > 0) return;
    send.mutate({ requestId: request.id, payload });
  };

  const shownErrors = Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key, typeof message === 'string' ? message : i18n._(message)]),
  );

  return (
    <form noValidate onSubmit={submit}>
      <FormViewHeader formName={definition.name} onBack={() => guard.leaveOr(onClose)}>
        <span>
          {request.child.first_name} {request.child.last_name}
        </span>
        <span aria-hidden="true">·</span>
        <span>{formTypeLabel(definition.type, i18n)}</span>
        <FormDeadline deadline={request.deadline} />
      </FormViewHeader>
      <div className="flex flex-col gap-6">
        {schema.contactInfo.length > 0 ? (
          <FormSection title={t`Contact`} titleId="form-contact">
            <ContactFields labels={schema.contactInfo} answers={answers} errors={shownErrors} onChange={change} />
          </FormSection>
        ) : null}
        <FormSection title={t`Questions`} titleId="form-questions">
          <ol className="flex flex-col gap-7">
            {schema.form.map((question, index) => (
              <li key={question.title}>
                <QuestionField
                  id={`question-${index}`}
                  question={question}
                  value={answers[questionKey(index)]}
                  onChange={(value) => change(questionKey(index), value)}
                />
              </li>
            ))}
          </ol>
        </FormSection>
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p id="form-send-note" className="text-sm text-slate-600">
            <Trans>By sending this form, you will no longer be able to modify it.</Trans>
          </p>
          <div className="flex flex-col items-start gap-1.5 sm:items-end">
            <button
              type="submit"
              disabled={!isComplete || send.isPending}
              aria-describedby="form-send-note"
              className={buttonClass('primary')}
            >
              <span aria-hidden="true">
                {send.isPending ? <LoaderCircle className="size-4 animate-spin" /> : <Send className="size-4" />}
              </span>
              <Trans>Send Form</Trans>
            </button>
            {isComplete ? null : (
              <p className="text-sm text-slate-600">
                {hasOptional ? (
                  <Trans>Answer every required question to send the form.</Trans>
                ) : (
                  <Trans>Answer every question to send the form.</Trans>
                )}
              </p>
            )}
          </div>
        </div>
      </div>
      <LeaveFormDialog isOpen={guard.isAsking} onStay={guard.stay} onLeave={guard.leave} />
    </form>
  );
}
