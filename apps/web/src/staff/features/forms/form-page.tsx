import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { TFormAnswers } from '@carnet/contract';
import { PageHeader } from '../../../components/page-header';
import { formatLongDate } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ItemQueryState } from '../../components/item-query-state';
import { staffPages } from '../../staff-paths';
import { useFormAnswers } from './api/form-answers';
import { AnswersTable } from './components/answers-table';
import { FollowUpActions } from './components/follow-up-actions';
import { FormChanges } from './components/form-changes';
import { SendForm } from './components/send-form';
import { DeadlineText } from './components/deadline-text';
import { useFormLabels } from './form-labels';

/** One form (decision 070): send it to an audience with a deadline, see who answered, remind the others, export. */
export function FormPage() {
  const { t } = useLingui();
  const formId = Number(useParams().id);
  const answers = useFormAnswers(formId);
  const name = answers.data?.form.name;
  useDocumentTitle(name ?? t`Form`);
  return (
    <>
      <Link to={staffPages.forms} className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Forms</Trans>
      </Link>
      <ItemQueryState query={answers} missingMessage={t`This form does not exist.`} failedMessage={t`The form could not be loaded.`}>
        {(data) => <FormFollowUp answers={data} />}
      </ItemQueryState>
    </>
  );
}

function FormFollowUp({ answers }: { answers: TFormAnswers }) {
  const { typeLabel } = useFormLabels();
  const { form, pupils } = answers;
  const { answered, requested } = form;
  const deadline = form.deadline ? formatLongDate(form.deadline) : null;
  return (
    <>
      <PageHeader
        title={form.name}
        description={
          <>
            {typeLabel(form.type)}
            <span aria-hidden="true"> · </span>
            <DeadlineText deadline={deadline} isAsked={requested > 0} />
            <span aria-hidden="true"> · </span>
            <span className="tabular-nums">
              <Trans>
                {answered} answered of {requested} asked
              </Trans>
            </span>
          </>
        }
      />
      <FormChanges form={form} />
      <section aria-labelledby="form-send" className="grid gap-4">
        <h2 id="form-send" className="text-lg font-semibold text-slate-900">
          <Trans>Send to families</Trans>
        </h2>
        <SendForm formId={form.id} deadline={form.deadline} pupils={pupils} />
      </section>
      <section aria-labelledby="form-answers" className="mt-10 grid gap-4">
        <h2 id="form-answers" className="text-lg font-semibold text-slate-900">
          <Trans>Answers</Trans>
        </h2>
        <FollowUpActions formId={form.id} formName={form.name} waiting={requested - answered} isAsked={requested > 0} />
        <AnswersTable pupils={pupils} />
      </section>
    </>
  );
}
