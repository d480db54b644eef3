import { Trans, useLingui } from '@lingui/react/macro';
import type { TFormRequest } from '@carnet/contract';
import { EmptyState } from '../../../components/empty-state';
import { useFormData } from '../api/get-form-data';
import { contactRows, questionRows } from '../form-answers';
import { choiceLabel, contactLabel } from '../form-texts';
import { formTypeLabel } from '../form-types';
import { FormSection } from './form-section';
import { FormViewHeader } from './form-view-header';

type Props = { request: TFormRequest; onClose: () => void };

const rowClass = 'flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:gap-6';

/** The view-answers screen: 'Loading...', then the child, the type, the contact and each answer. */
export function FormAnswersView({ request, onClose }: Props) {
  const { i18n, t } = useLingui();
  const formData = useFormData(request.id);
  const data = formData.data;
  return (
    <>
      <FormViewHeader formName={request.form.name} onBack={onClose}>
        {data ? (
          <>
            <span>
              {data.child.first_name} {data.child.last_name}
            </span>
            <span aria-hidden="true">·</span>
            <span>{formTypeLabel(data.form.type, i18n)}</span>
          </>
        ) : null}
      </FormViewHeader>
      {formData.isPending ? (
        <p role="status" className="text-slate-600">
          <Trans>Loading...</Trans>
        </p>
      ) : null}
      {formData.isError ? <EmptyState message={t`Error loading data.`} /> : null}
      {data && !data.resultData ? <EmptyState message={t`No answers available`} /> : null}
      {data?.resultData ? (
        <div className="flex flex-col gap-6">
          <FormSection title={t`Contact`} titleId="answers-contact">
            <dl className="divide-y divide-slate-100">
              {contactRows(data, choiceLabel).map((row) => (
                <div key={row.label} className={rowClass}>
                  <dt className="text-sm font-medium text-slate-600 sm:w-40 sm:shrink-0">{contactLabel(row.label)}</dt>
                  <dd className="text-sm text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
          </FormSection>
          <FormSection title={t`Questions`} titleId="answers-questions">
            <dl className="divide-y divide-slate-100">
              {questionRows(data, choiceLabel).map((row) => (
                <div key={row.title} className="flex flex-col gap-1 py-3.5 first:pt-0 last:pb-0">
                  <dt className="text-sm font-medium text-slate-600">{row.title}</dt>
                  <dd className="text-[0.9375rem] whitespace-pre-line text-slate-900">{row.answer}</dd>
                </div>
              ))}
            </dl>
          </FormSection>
        </div>
      ) : null}
    </>
  );
}
