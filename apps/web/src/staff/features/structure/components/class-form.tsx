import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { TSchoolStructure } from '@carnet/contract';
import { createClass, updateClass } from '../api/structure-writes';
import { useStructureWrite } from '../api/use-structure-write';
import { FormButtons } from './form-buttons';
import { FormError, SelectField, TextField } from '../../../../components/form-controls';
import { writeErrorMessage } from '../../../components/write-error';

type Props = {
  yearGroups: TSchoolStructure['yearGroups'];
  /** Editing this class (rename, move); otherwise a new one. */
  schoolClass?: { id: number; name: string; yearGroupId: number };
  onDone?: () => void;
};
type Values = { name: string; yearGroupId: string };

/** A class's name and year group: moving it to another year group moves its pupils' year with it. */
export function ClassForm({ yearGroups, schoolClass, onDone }: Props) {
  const { t } = useLingui();
  const create = useStructureWrite(createClass, msg`Class added`);
  const update = useStructureWrite(updateClass, msg`Class saved`);
  const write = schoolClass ? update : create;
  const prefix = schoolClass ? `class-${schoolClass.id}` : 'class-new';
  const initial = { name: schoolClass?.name ?? '', yearGroupId: schoolClass ? String(schoolClass.yearGroupId) : '' };
  const { register, handleSubmit, formState, reset, setFocus } = useForm<Values>({ defaultValues: initial });
  // An edit form opens in place of its row: the keyboard lands in its first field.
  useEffect(() => {
    if (schoolClass) setFocus('name');
  }, [setFocus]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the form opens

  const onValid = handleSubmit(async (values) => {
    const body = { name: values.name, yearGroupId: Number(values.yearGroupId) };
    try {
      if (schoolClass) await update.mutateAsync({ id: schoolClass.id, ...body });
      else await create.mutateAsync(body);
    } catch {
      return;
    }
    reset(initial);
    onDone?.();
  });

  return (
    <form noValidate onSubmit={onValid} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <TextField
          id={`${prefix}-name`}
          label={schoolClass ? t`Name of the class` : t`New class`}
          registration={register('name', { required: t`Required`, maxLength: { value: 40, message: t`At most 40 characters` } })}
          error={formState.errors.name?.message}
        />
        <SelectField
          id={`${prefix}-year-group`}
          label={t`Year group`}
          registration={register('yearGroupId', { required: t`Choose a year group` })}
          error={formState.errors.yearGroupId?.message}
        >
          <option value="">{t`Choose…`}</option>
          {yearGroups.map((yearGroup) => (
            <option key={yearGroup.id} value={yearGroup.id}>
              {yearGroup.name}
            </option>
          ))}
        </SelectField>
        <div className="sm:pt-6">
          <FormButtons isPending={write.isPending} onCancel={onDone} saveLabel={schoolClass ? undefined : t`Add the class`} />
        </div>
      </div>
      <FormError message={writeErrorMessage(write.error)} />
    </form>
  );
}
