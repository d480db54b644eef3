import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { ZOfficeAccountRequest, type TOfficeAccountRequest } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { useCreateAccount } from '../../../lib/api/accounts';
import { saveWith } from '../write-feedback';
import { TextField } from '../../../../components/form-controls';

/** A new member of the office: an account with the office's rights, invited by e-mail to choose a password. */
export function OfficeAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const create = useCreateAccount();
  const { register, handleSubmit, formState } = useForm<TOfficeAccountRequest>({
    resolver: zodResolver(ZOfficeAccountRequest),
    defaultValues: { kind: 'office', firstName: '', lastName: '', email: '' },
  });
  const errors = formState.errors;
  const required = t`Please fill in this field`;
  const onValid = handleSubmit(async (values) => {
    const saved = await saveWith(() => create.mutateAsync(values), msg`Invitation sent`);
    if (saved !== undefined) onDone();
  });
  return (
    <form noValidate onSubmit={onValid} className="mb-4 grid gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3 sm:grid-cols-3">
      <TextField
        id="office-first"
        label={t`First name`}
        registration={register('firstName')}
        error={errors.firstName ? required : undefined}
      />
      <TextField id="office-last" label={t`Last name`} registration={register('lastName')} error={errors.lastName ? required : undefined} />
      <TextField
        id="office-email"
        type="email"
        label={t`E-mail`}
        registration={register('email')}
        error={errors.email ? t`Enter a valid e-mail address` : undefined}
      />
      <p className="text-sm text-slate-600 sm:col-span-3">
        <Trans>They receive an e-mail with a link to choose their password; the account has the office’s rights.</Trans>
      </p>
      <div className="flex justify-end gap-2 sm:col-span-3">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={create.isPending}>
          <Trans>Send the invitation</Trans>
        </button>
      </div>
    </form>
  );
}
