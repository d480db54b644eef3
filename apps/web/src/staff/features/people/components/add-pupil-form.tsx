import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ZCreatePupilRequest } from '@carnet/contract';
import type * as z from 'zod';
import { buttonClass } from '../../../../components/button-styles';
import { staffPages, withId } from '../../../staff-paths';
import { useClasses, useCreatePupil } from '../api/pupils';
import { saveWith } from '../write-feedback';
import { SelectField, TextField } from '../../../../components/form-controls';

type Input = z.input<typeof ZCreatePupilRequest>;
type Output = z.output<typeof ZCreatePupilRequest>;

/** A new pupil in this family and a class (they join the class's teaching groups); then their page opens. */
export function AddPupilForm({ familyId, familyName, onDone }: { familyId: number; familyName: string; onDone: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const classes = useClasses();
  const create = useCreatePupil();
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZCreatePupilRequest),
    defaultValues: { familyId, lastName: familyName, firstName: '', bloodType: '' },
  });
  const required = t`Please fill in this field`;
  const onValid = handleSubmit(async (values) => {
    const created = await saveWith(() => create.mutateAsync(values));
    if (created) void navigate(withId(staffPages.pupil, created.id));
  });
  return (
    <form noValidate onSubmit={onValid} className="mb-3 grid gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3 sm:grid-cols-3">
      <TextField
        id="new-pupil-first"
        label={t`First name`}
        registration={register('firstName')}
        error={formState.errors.firstName ? required : undefined}
      />
      <TextField
        id="new-pupil-last"
        label={t`Last name`}
        registration={register('lastName')}
        error={formState.errors.lastName ? required : undefined}
      />
      <SelectField
        id="new-pupil-class"
        label={t`Class`}
        registration={register('classId', { setValueAs: (value: string) => (value ? Number(value) : undefined) })}
        error={formState.errors.classId ? t`Choose a class` : undefined}
      >
        <option value="">{t`Choose a class`}</option>
        {(classes.data?.classes ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end gap-2 sm:col-span-3">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={create.isPending}>
          <Trans>Add the pupil</Trans>
        </button>
      </div>
    </form>
  );
}
