import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MEDICAL_INFO_TYPES, ZMedicalInfoRequest, type TMedicalInfo, type TMedicalInfoRequest } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { EmptyState } from '../../../../components/empty-state';
import { formatLongDate } from '../../../../lib/dates';
import { useAddMedicalInfo, useRemoveMedicalInfo, useUpdateMedicalInfo } from '../api/pupil-health';
import { useMedicalTypeLabel } from '../people-labels';
import { saveWith } from '../write-feedback';
import { CertificateLines } from './certificate-lines';
import { ConfirmButton } from './confirm-button';
import { SelectField, TextField } from '../../../../components/form-controls';

/** The pupil's medical infos, each editable and removable (a record with certificates is kept by the server). */
export function MedicalInfoList({ pupilId, infos }: { pupilId: number; infos: TMedicalInfo[] }) {
  const { t } = useLingui();
  const typeLabel = useMedicalTypeLabel();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useRemoveMedicalInfo(pupilId);
  return (
    <section aria-labelledby="pupil-medical">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="pupil-medical" className="text-sm font-semibold text-slate-700">
          <Trans>Medical records</Trans>
        </h3>
        {editing === null ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing('new')}>
            <Trans>Add a medical record</Trans>
          </button>
        ) : null}
      </div>
      {editing === 'new' ? <MedicalInfoForm pupilId={pupilId} onDone={() => setEditing(null)} /> : null}
      {infos.length === 0 && editing !== 'new' ? <EmptyState message={t`No medical record.`} /> : null}
      <ul className="flex flex-col gap-2 text-sm">
        {infos.map((info) =>
          editing === info.id ? (
            <li key={info.id}>
              <MedicalInfoForm pupilId={pupilId} info={info} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={info.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 px-3 py-2">
              <span className="flex-1 basis-48">
                <span className="font-medium text-slate-900">{info.name}</span>
                <span className="block text-slate-600">
                  {typeLabel(info.type)}
                  {info.date ? ` · ${formatLongDate(info.date)}` : ''}
                </span>
                <CertificateLines certificates={info.certificates} />
              </span>
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(info.id)}>
                <Trans>Edit</Trans>
              </button>
              <ConfirmButton
                label={<Trans>Remove</Trans>}
                question={<Trans>Remove this record?</Trans>}
                isPending={remove.isPending}
                onConfirm={() => void saveWith(() => remove.mutateAsync(info.id))}
              />
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

function MedicalInfoForm({ pupilId, info, onDone }: { pupilId: number; info?: TMedicalInfo; onDone: () => void }) {
  const { t } = useLingui();
  const typeLabel = useMedicalTypeLabel();
  const add = useAddMedicalInfo(pupilId);
  const update = useUpdateMedicalInfo(pupilId);
  const { register, handleSubmit, formState } = useForm<{ type: TMedicalInfoRequest['type']; name: string; date: string }>({
    defaultValues: { type: info?.type ?? 'Information', name: info?.name ?? '', date: info?.date ?? '' },
  });
  const idPrefix = `medical-${info?.id ?? 'new'}`;
  const onValid = handleSubmit(async (values) => {
    const parsed = ZMedicalInfoRequest.safeParse({ ...values, date: values.date || null });
    if (!parsed.success) return;
    const input = parsed.data;
    const saved = await saveWith(() => (info ? update.mutateAsync({ id: info.id, input }) : add.mutateAsync(input)));
    if (saved !== undefined) onDone();
  });
  return (
    <form noValidate onSubmit={onValid} className="mb-3 grid gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3 sm:grid-cols-3">
      <SelectField id={`${idPrefix}-type`} label={t`Type`} registration={register('type')}>
        {MEDICAL_INFO_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeLabel(type)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-name`}
        label={t`Name`}
        registration={register('name', { validate: (value) => value.trim().length > 0 })}
        error={formState.errors.name ? t`Please fill in this field` : undefined}
      />
      <TextField id={`${idPrefix}-date`} type="date" label={t`Date (optional)`} registration={register('date')} />
      <div className="flex justify-end gap-2 sm:col-span-3">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={add.isPending || update.isPending}>
          <Trans>Save Change</Trans>
        </button>
      </div>
    </form>
  );
}
