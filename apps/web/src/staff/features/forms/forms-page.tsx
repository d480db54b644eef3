import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/toast';
import { staffPages, withId } from '../../staff-paths';
import { useCreateForm } from './api/staff-forms';
import { FormBuilder } from './components/form-builder';
import { FormsList } from './components/forms-list';
import { emptyDraft } from './form-draft';

/** The office's forms (decision 070): the forms sent so far with their answers, and a new one built here. */
export function FormsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateForm();
  useDocumentTitle(t`Forms`);
  return (
    <>
      <PageHeader
        title={t`Forms`}
        description={t`Build a form, send it to families with a deadline, follow who answered and export the answers.`}
      />
      <section aria-labelledby="forms-sent" className="grid gap-4">
        <h2 id="forms-sent" className="text-lg font-semibold text-slate-900">
          <Trans>Your forms</Trans>
        </h2>
        <FormsList />
      </section>
      <section aria-labelledby="forms-new" className="mt-10 grid gap-4">
        <h2 id="forms-new" className="text-lg font-semibold text-slate-900">
          <Trans>New form</Trans>
        </h2>
        <FormBuilder
          initial={emptyDraft}
          save={create}
          onSaved={(form, { id }) => {
            const name = form.name;
            notifySuccess(t`Form “${name}” saved`);
            void navigate(withId(staffPages.form, id));
          }}
        />
      </section>
    </>
  );
}
