import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ZCreateFamilyRequest } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { controlClass } from '../../../../components/form-controls';
import { staffPages, withId } from '../../../staff-paths';
import { useCreateFamily } from '../api/families';
import { saveWith } from '../write-feedback';
import { FamilyPupilPicker, type PickedPupil } from './family-pupil-picker';

/**
 * A family made by hand (decision 098): its name and the pupils it holds, taken from the families the
 * import made for them alone; then the family's page opens, where its guardians are added and invited.
 */
export function NewFamilyForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateFamily();
  const [name, setName] = useState('');
  const [pupils, setPupils] = useState<PickedPupil[]>([]);
  const [errors, setErrors] = useState<{ name?: string; pupils?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateFamilyRequest.safeParse({ name, pupilIds: pupils.map((p) => p.id) });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        name: fields.has('name') ? t`Please fill in this field` : undefined,
        pupils: fields.has('pupilIds') ? t`Choose at least one pupil` : undefined,
      });
      return;
    }
    setErrors({});
    const created = await saveWith(() => create.mutateAsync(parsed.data));
    if (created) void navigate(withId(staffPages.family, created.id));
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t`New family`}
      className="mb-6 grid gap-3 rounded-2xl border border-brand-200 bg-brand-50/40 p-4 sm:grid-cols-2"
    >
      <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2">
        <label htmlFor="new-family-name" className="text-sm font-medium text-slate-700">
          <Trans>Family name</Trans>
        </label>
        <input
          id="new-family-name"
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'new-family-name-error' : undefined}
          className={controlClass(Boolean(errors.name))}
        />
        {errors.name ? (
          <p id="new-family-name-error" className="text-sm text-rose-700">
            {errors.name}
          </p>
        ) : null}
      </div>
      <FamilyPupilPicker picked={pupils} onChange={setPupils} error={errors.pupils} />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={create.isPending}>
          <Trans>Create the family</Trans>
        </button>
      </div>
    </form>
  );
}
