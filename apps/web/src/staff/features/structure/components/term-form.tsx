import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { TSchoolTermInput } from '@carnet/contract';
import { createSchoolTerm, updateSchoolTerm } from '../api/structure-writes';
import { useStructureWrite } from '../api/use-structure-write';
import { msg } from '@lingui/core/macro';
import { FormButtons } from './form-buttons';
import { FormError, TextField } from '../../../../components/form-controls';
import { writeErrorMessage } from '../../../components/write-error';

type Props = { term?: TSchoolTermInput & { id: number }; defaultSchoolYear: string; onDone?: () => void };

/** Adds a term, or edits one (`term` given). The server checks the rest: overlaps, the year's bounds, a taken name. */
export function TermForm({ term, defaultSchoolYear, onDone }: Props) {
  const { t } = useLingui();
  const create = useStructureWrite(createSchoolTerm, msg`Term added`);
  const update = useStructureWrite(updateSchoolTerm, msg`Term saved`);
  const write = term ? update : create;
  const prefix = term ? `term-${term.id}` : 'term-new';
  const { register, handleSubmit, formState, reset, setFocus } = useForm<TSchoolTermInput>({
    defaultValues: term ?? { schoolYear: defaultSchoolYear, name: '', start: '', end: '' },
  });
  // An edit form opens in place of its row: the keyboard lands in its first field.
  useEffect(() => {
    if (term) setFocus('schoolYear');
  }, [setFocus]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the form opens
  const required = { required: t`Required` };

  const onValid = handleSubmit(async (values) => {
    try {
      if (term) await update.mutateAsync({ ...values, id: term.id });
      else await create.mutateAsync(values);
    } catch {
      return; // Shown in the form.
    }
    if (!term) reset({ schoolYear: values.schoolYear, name: '', start: '', end: '' });
    onDone?.();
  });

  return (
    <form noValidate onSubmit={onValid} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[9rem_1fr_10rem_10rem_auto] lg:items-start">
        <TextField
          id={`${prefix}-year`}
          label={t`School year`}
          hint={t`Like 2026-2027`}
          registration={register('schoolYear', { ...required, pattern: { value: /^\d{4}-\d{4}$/, message: t`Like 2026-2027` } })}
          error={formState.errors.schoolYear?.message}
        />
        <TextField
          id={`${prefix}-name`}
          label={t`Term name`}
          registration={register('name', required)}
          error={formState.errors.name?.message}
        />
        <TextField
          id={`${prefix}-start`}
          type="date"
          label={t`First day`}
          registration={register('start', required)}
          error={formState.errors.start?.message}
        />
        <TextField
          id={`${prefix}-end`}
          type="date"
          label={t`Last day`}
          registration={register('end', required)}
          error={formState.errors.end?.message}
        />
        <div className="lg:pt-6">
          <FormButtons isPending={write.isPending} onCancel={onDone} saveLabel={term ? undefined : t`Add the term`} />
        </div>
      </div>
      <FormError message={writeErrorMessage(write.error)} />
    </form>
  );
}
