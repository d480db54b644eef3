import { useState, type FormEvent } from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import { questionKey, type TFormDefinition, type TFormRequest, validateFormAnswers, validateFormContact } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { notifyWarning } from '../../../lib/toast';
import { useUser } from '../../../lib/use-user';
import { useSendForm } from '../api/send-form';
import { buildSendFormPayload, initialAnswers, isEveryQuestionAnswered, type FormAnswers } from '../form-answers';
import { contactFieldId, ContactFields } from './contact-fields';
import { FormSection } from './form-section';
import { FormViewHeader } from './form-view-header';
import { QuestionField } from './question-field';

type Props = { request: TFormRequest; definition: TFormDefinition; onClose: () => void };

/** The fill-in view: Contact, Questions, then 'Send Form'. */
export function FormFillView({ request, definition, onClose }: Props) {
  const { schema } = definition;
  const user = useUser();
  const [answers, setAnswers] = useState<FormAnswers>(() => initialAnswers(schema, user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSendForm(onClose);
  const isComplete = isEveryQuestionAnswered(schema, answers);

  const change = (key: string, value: FormAnswers[string]) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = buildSendFormPayload(schema, answers);
    const issues = validateFormContact(schema.contactInfo, payload.contactInfo);
    setErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
    if (issues.length > 0) {
      issues.forEach((issue) => notifyWarning(issue.warning));
      document.getElementById(contactFieldId(issues[0]?.field ?? ''))?.focus();
      return;
    }
    // Refused answers send nothing and show nothing; the disabled button keeps this from happening.
    if (validateFormAnswers(schema, payload.form).length > 0) return;
    send.mutate({ requestId: request.id, payload });
  };

  return (
    <form noValidate onSubmit={submit}>
      <FormViewHeader formName={definition.name} onBack={onClose}>
        <span>
          {request.child.first_name} {request.child.last_name}
        </span>
        <span aria-hidden="true">·</span>
        <span>{definition.type}</span>
      </FormViewHeader>
      <div className="flex flex-col gap-6">
        {schema.contactInfo.length > 0 ? (
          <FormSection title="Contact" titleId="form-contact">
            <ContactFields labels={schema.contactInfo} answers={answers} errors={errors} onChange={change} />
          </FormSection>
        ) : null}
        <FormSection title="Questions" titleId="form-questions">
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
            By sending this form, you will no longer be able to modify it.
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
              Send Form
            </button>
            {isComplete ? null : <p className="text-sm text-slate-600">Answer every question to send the form.</p>}
          </div>
        </div>
      </div>
    </form>
  );
}
