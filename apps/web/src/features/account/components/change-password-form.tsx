import { type FormEvent, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { buttonClass } from '../../../components/button-styles';
import { FormField, inputClass, inputStateClass } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { saveToken } from '../../../lib/session';
import { changePassword } from '../api/account-api';
import { checkNewPassword } from '../new-password-check';
import { Notice } from './account-card';
import { type NewPassword, NewPasswordFields } from './new-password-fields';
import { PasswordChangedNotice } from './password-changed-notice';

type Errors = { current?: string; password?: string; confirmation?: string; other?: string };

/** Current password, new one twice: this device keeps its session with the new token, the others end. */
export function ChangePasswordForm() {
  const { i18n, t } = useLingui();
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState<NewPassword>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [step, setStep] = useState<'edit' | 'saving' | 'saved'>('edit');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassword(value);
    const local: Errors = {
      current: current ? undefined : t`Please enter your current password.`,
      password: found.password && i18n._(found.password),
      confirmation: found.confirmation && i18n._(found.confirmation),
    };
    setErrors(local);
    if (local.current || local.password || local.confirmation) return;
    setStep('saving');
    try {
      const { token } = await changePassword({ currentPassword: current, newPassword: value.password });
      saveToken(token);
      setCurrent('');
      setValue({ password: '', confirmation: '' });
      setStep('saved');
    } catch (error) {
      setStep('edit');
      if (!(error instanceof ApiError)) return setErrors({ other: t`The password could not be changed. Please try again.` });
      // Each refusal beside the field it is about, in the server's words (the page's language).
      if (error.code === 'WRONG_PASSWORD') setErrors({ current: error.message });
      else if (error.code === 'PASSWORD_TOO_COMMON' || error.code === 'VALIDATION_ERROR') setErrors({ password: error.message });
      else setErrors({ other: error.message });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="text-lg font-semibold text-slate-900">
        <Trans>Change my password</Trans>
      </h2>
      <div aria-live="polite" className="empty:-mt-5">
        {step === 'saved' ? <PasswordChangedNotice isReset={false} /> : null}
        {errors.other ? <Notice tone="warning">{errors.other}</Notice> : null}
      </div>
      <FormField id="current-password" label={t`Current password`} error={errors.current}>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
            if (step === 'saved') setStep('edit');
          }}
          hasError={Boolean(errors.current)}
          aria-invalid={errors.current ? true : undefined}
          aria-describedby={errors.current ? 'current-password-error' : undefined}
          className={cn(inputClass, inputStateClass(Boolean(errors.current)))}
        />
      </FormField>
      <NewPasswordFields value={value} onChange={setValue} passwordError={errors.password} confirmationError={errors.confirmation} />
      <button type="submit" disabled={step === 'saving'} className={buttonClass('primary', 'md', 'h-11')}>
        {step === 'saving' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        <Trans>Change my password</Trans>
      </button>
    </form>
  );
}
