import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { BLOOD_TYPES, ZUpdatePupilRequest, type TPupil, type TUpdatePupilRequest } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { Card } from '../../../../components/card';
import { staffPages, withId } from '../../../staff-paths';
import { useUpdatePupil } from '../api/pupils';
import { saveWith } from '../write-feedback';
import { SelectField, TextField } from '../../../../components/form-controls';
import { PupilPhoto } from './pupil-photo';

/** Names, blood type, class, family and photo; the names and blood type can be edited in place. */
export function PupilDetails({ pupil }: { pupil: TPupil }) {
  const { t } = useLingui();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card
      title={t`Details`}
      titleId="pupil-details"
      action={
        isEditing ? null : (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setIsEditing(true)}>
            <Trans>Edit</Trans>
          </button>
        )
      }
    >
      <div className="flex flex-wrap gap-6">
        <PupilPhoto pupil={pupil} />
        {isEditing ? (
          <PupilEditForm pupil={pupil} onDone={() => setIsEditing(false)} />
        ) : (
          <dl className="grid flex-1 basis-64 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-slate-500">
              <Trans>Class</Trans>
            </dt>
            <dd className="text-slate-900">{pupil.class ? `${pupil.class.name} (${pupil.class.yearGroup})` : '—'}</dd>
            <dt className="font-medium text-slate-500">
              <Trans>Family</Trans>
            </dt>
            <dd>
              <Link to={withId(staffPages.family, pupil.family.id)} className="text-brand-700 underline-offset-2 hover:underline">
                {pupil.family.name}
              </Link>
            </dd>
            <dt className="font-medium text-slate-500">
              <Trans>Blood type</Trans>
            </dt>
            <dd className="text-slate-900">{pupil.bloodType || '—'}</dd>
          </dl>
        )}
      </div>
    </Card>
  );
}

function PupilEditForm({ pupil, onDone }: { pupil: TPupil; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdatePupil(pupil.id);
  const { register, handleSubmit, formState } = useForm<TUpdatePupilRequest>({
    resolver: zodResolver(ZUpdatePupilRequest),
    defaultValues: {
      firstName: pupil.firstName,
      lastName: pupil.lastName,
      bloodType: (BLOOD_TYPES as readonly string[]).includes(pupil.bloodType) ? (pupil.bloodType as TUpdatePupilRequest['bloodType']) : '',
    },
  });
  const required = t`Please fill in this field`;
  const onValid = handleSubmit(async (values) => {
    if ((await saveWith(() => update.mutateAsync(values))) !== undefined) onDone();
  });
  return (
    <form noValidate onSubmit={onValid} className="flex flex-1 basis-64 flex-col gap-4">
      <TextField
        id="pupil-first-name"
        label={t`First name`}
        registration={register('firstName')}
        error={formState.errors.firstName ? required : undefined}
      />
      <TextField
        id="pupil-last-name"
        label={t`Last name`}
        registration={register('lastName')}
        error={formState.errors.lastName ? required : undefined}
      />
      <SelectField id="pupil-blood-type" label={t`Blood type`} registration={register('bloodType')}>
        {BLOOD_TYPES.map((type) => (
          <option key={type} value={type}>
            {type || t`Unknown`}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
          <Trans>Save Change</Trans>
        </button>
      </div>
    </form>
  );
}
