import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { ZAllergyRequest, type TAllergy } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { EmptyState } from '../../../../components/empty-state';
import { formatLongDate } from '../../../../lib/dates';
import { useAddAllergy, useRemoveAllergy, useUpdateAllergy } from '../api/pupil-health';
import { saveWith } from '../write-feedback';
import { CertificateLines } from './certificate-lines';
import { ConfirmButton } from './confirm-button';
import { TextField } from '../../../../components/form-controls';

/** The pupil's allergies with their syringes (auto-injectors kept at school), each editable and removable. */
export function AllergyList({ pupilId, allergies }: { pupilId: number; allergies: TAllergy[] }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useRemoveAllergy(pupilId);
  return (
    <section aria-labelledby="pupil-allergies">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="pupil-allergies" className="text-sm font-semibold text-slate-700">
          <Trans>Allergies</Trans>
        </h3>
        {editing === null ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing('new')}>
            <Trans>Add an allergy</Trans>
          </button>
        ) : null}
      </div>
      {editing === 'new' ? <AllergyForm pupilId={pupilId} onDone={() => setEditing(null)} /> : null}
      {allergies.length === 0 && editing !== 'new' ? <EmptyState message={t`No allergy.`} /> : null}
      <ul className="flex flex-col gap-2 text-sm">
        {allergies.map((allergy) =>
          editing === allergy.id ? (
            <li key={allergy.id}>
              <AllergyForm pupilId={pupilId} allergy={allergy} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={allergy.id} className="flex flex-wrap items-start gap-2 rounded-lg border border-slate-200 px-3 py-2">
              <span className="flex-1 basis-48">
                <span className="font-medium text-slate-900">{allergy.name}</span>
                {allergy.comment ? <span className="block text-slate-700">{allergy.comment}</span> : null}
                {allergy.syringes.map((syringe, index) => {
                  const name = syringe.name;
                  const until = syringe.expiration ? formatLongDate(syringe.expiration) : '—';
                  return (
                    <span key={index} className="block text-slate-600">
                      {t`Syringe: ${name}, expires ${until}`}
                    </span>
                  );
                })}
                <CertificateLines certificates={allergy.certificates} />
              </span>
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(allergy.id)}>
                <Trans>Edit</Trans>
              </button>
              <ConfirmButton
                label={<Trans>Remove</Trans>}
                question={<Trans>Remove this allergy?</Trans>}
                isPending={remove.isPending}
                onConfirm={() => void saveWith(() => remove.mutateAsync(allergy.id))}
              />
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

type AllergyValues = { name: string; comment: string; syringes: Array<{ name: string; expiration: string; comment: string }> };

function AllergyForm({ pupilId, allergy, onDone }: { pupilId: number; allergy?: TAllergy; onDone: () => void }) {
  const { t } = useLingui();
  const add = useAddAllergy(pupilId);
  const update = useUpdateAllergy(pupilId);
  const { register, handleSubmit, control, formState } = useForm<AllergyValues>({
    defaultValues: {
      name: allergy?.name ?? '',
      comment: allergy?.comment ?? '',
      syringes: (allergy?.syringes ?? []).map((s) => ({ name: s.name, expiration: s.expiration ?? '', comment: s.comment })),
    },
  });
  const syringes = useFieldArray({ control, name: 'syringes' });
  const prefix = `allergy-${allergy?.id ?? 'new'}`;
  const required = t`Please fill in this field`;
  const onValid = handleSubmit(async (values) => {
    const parsed = ZAllergyRequest.safeParse({
      ...values,
      syringes: values.syringes.map((s) => ({ ...s, expiration: s.expiration || null })),
    });
    if (!parsed.success) return;
    const input = parsed.data;
    const saved = await saveWith(() => (allergy ? update.mutateAsync({ id: allergy.id, input }) : add.mutateAsync(input)));
    if (saved !== undefined) onDone();
  });
  const notBlank = { validate: (value: string) => value.trim().length > 0 };
  return (
    <form noValidate onSubmit={onValid} className="mb-3 flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${prefix}-name`}
          label={t`Allergy`}
          registration={register('name', notBlank)}
          error={formState.errors.name ? required : undefined}
        />
        <TextField id={`${prefix}-comment`} label={t`Comment`} registration={register('comment')} />
      </div>
      {syringes.fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
            <legend className="px-1 text-sm font-medium text-slate-700">{t`Syringe ${number}`}</legend>
            <TextField
              id={`${prefix}-syringe-${index}-name`}
              label={t`Name`}
              registration={register(`syringes.${index}.name`, notBlank)}
              error={formState.errors.syringes?.[index]?.name ? required : undefined}
            />
            <TextField
              id={`${prefix}-syringe-${index}-expiration`}
              type="date"
              label={t`Expires on`}
              registration={register(`syringes.${index}.expiration`)}
            />
            <TextField id={`${prefix}-syringe-${index}-comment`} label={t`Comment`} registration={register(`syringes.${index}.comment`)} />
            <button type="button" className={buttonClass('ghost', 'sm', 'self-end')} onClick={() => syringes.remove(index)}>
              <X aria-hidden="true" className="size-4" />
              <Trans>Remove</Trans>
            </button>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap justify-between gap-2">
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => syringes.append({ name: '', expiration: '', comment: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add a syringe</Trans>
        </button>
        <span className="flex gap-2">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={buttonClass('primary', 'sm')} disabled={add.isPending || update.isPending}>
            <Trans>Save Change</Trans>
          </button>
        </span>
      </div>
    </form>
  );
}
