import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { FormButtons } from './form-buttons';
import { FormError, TextField } from '../../../../components/form-controls';
import { writeErrorMessage } from '../../../components/write-error';

type Props = {
  id: string;
  label: string;
  initial?: string;
  saveLabel?: string;
  write: { isPending: boolean; error: unknown };
  /** Sends the name; resolves when saved, rejects when refused (the refusal shows here). */
  onSave: (name: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** One name to type: a new year group, or a rename. */
export function NameForm({ id, label, initial = '', saveLabel, write, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const { register, handleSubmit, formState, reset, setFocus } = useForm<{ name: string }>({ defaultValues: { name: initial } });
  // An edit form opens in place of its row: the keyboard lands in its first field.
  useEffect(() => {
    if (initial) setFocus('name');
  }, [setFocus]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the form opens
  const onValid = handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
    } catch {
      return;
    }
    reset({ name: initial });
    onCancel?.();
  });
  return (
    <form noValidate onSubmit={onValid} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          id={id}
          label={label}
          className="min-w-48 flex-1"
          registration={register('name', { required: t`Required`, maxLength: { value: 40, message: t`At most 40 characters` } })}
          error={formState.errors.name?.message}
        />
        <div className="sm:pt-6">
          <FormButtons isPending={write.isPending} onCancel={onCancel} saveLabel={saveLabel} />
        </div>
      </div>
      <FormError message={writeErrorMessage(write.error)} />
    </form>
  );
}
