import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { ZTeacherRequest, type TTeacherRequest, type TTeacherRow } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { useCreateTeacher, useUpdateTeacher } from '../api/teachers';
import { saveWith } from '../write-feedback';
import { TextField } from '../../../../components/form-controls';

/** A teacher record: names, short name (as timetables print it) and e-mail; creating their account comes later. */
export function TeacherForm({ teacher, onDone }: { teacher?: TTeacherRow; onDone: () => void }) {
  const { t } = useLingui();
  const create = useCreateTeacher();
  const update = useUpdateTeacher();
  const { register, handleSubmit, formState } = useForm<TTeacherRequest>({
    resolver: zodResolver(ZTeacherRequest),
    defaultValues: {
      firstName: teacher?.firstName ?? '',
      lastName: teacher?.lastName ?? '',
      shortName: teacher?.shortName ?? '',
      email: teacher?.email ?? '',
    },
  });
  const prefix = `teacher-${teacher?.id ?? 'new'}`;
  const errors = formState.errors;
  const required = t`Please fill in this field`;
  const onValid = handleSubmit(async (values) => {
    const saved = await saveWith(() => (teacher ? update.mutateAsync({ id: teacher.id, input: values }) : create.mutateAsync(values)));
    if (saved !== undefined) onDone();
  });
  return (
    <form
      noValidate
      onSubmit={onValid}
      className="mb-4 grid gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        id={`${prefix}-first`}
        label={t`First name`}
        registration={register('firstName')}
        error={errors.firstName ? required : undefined}
      />
      <TextField
        id={`${prefix}-last`}
        label={t`Last name`}
        registration={register('lastName')}
        error={errors.lastName ? required : undefined}
      />
      <TextField
        id={`${prefix}-short`}
        label={t`Short name`}
        registration={register('shortName')}
        error={errors.shortName ? t`At most 20 characters` : undefined}
      />
      <TextField
        id={`${prefix}-email`}
        type="email"
        label={t`E-mail`}
        registration={register('email')}
        error={errors.email ? t`Enter a valid e-mail address` : undefined}
      />
      <div className="flex justify-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={create.isPending || update.isPending}>
          <Trans>Save Change</Trans>
        </button>
      </div>
    </form>
  );
}
