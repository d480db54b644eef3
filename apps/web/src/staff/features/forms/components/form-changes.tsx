import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TStaffFormSummary } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { notifySuccess } from '../../../../lib/toast';
import { DeleteButton } from '../../../components/delete-button';
import { staffPages } from '../../../staff-paths';
import { useDeleteForm, useEditForm, useStaffForm } from '../api/staff-forms';
import { draftOf } from '../form-draft';
import { FormBuilder } from './form-builder';

/**
 * Change a form while no family has answered (the families asked read the new version), and delete one
 * nobody was asked to fill in. The server holds the same rules; past them the buttons are not offered.
 */
export function FormChanges({ form }: { form: TStaffFormSummary }) {
  const navigate = useNavigate();
  const remove = useDeleteForm(form.id);
  const [isEditing, setEditing] = useState(false);
  if (form.answered > 0) return null;
  if (isEditing) return <FormEditor formId={form.id} onClose={() => setEditing(false)} />;
  return (
    <div className="mb-8 flex flex-wrap items-start gap-3">
      <button type="button" className={buttonClass('secondary', 'md', 'h-11')} onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" className="size-4" />
        <Trans>Change the form</Trans>
      </button>
      {form.requested === 0 ? (
        <DeleteButton
          name={form.name}
          isPending={remove.isPending}
          error={remove.error}
          onDelete={() => remove.mutateAsync().then(() => navigate(staffPages.forms))}
        />
      ) : null}
    </div>
  );
}

function FormEditor({ formId, onClose }: { formId: number; onClose: () => void }) {
  const { t } = useLingui();
  const definition = useStaffForm(formId);
  const edit = useEditForm(formId);
  return (
    <section aria-labelledby="form-change" className="mb-10 grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="form-change" className="text-lg font-semibold text-slate-900">
          <Trans>Change the form</Trans>
        </h2>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      {definition.isError && !definition.data ? (
        <InlineError message={t`The form could not be loaded.`} onRetry={() => void definition.refetch()} />
      ) : !definition.data ? (
        <Skeleton rows={6} />
      ) : (
        <FormBuilder
          initial={() => draftOf(definition.data)}
          save={edit}
          onSaved={(form) => {
            const name = form.name;
            notifySuccess(t`Form “${name}” saved`);
            onClose();
          }}
        />
      )}
    </section>
  );
}
