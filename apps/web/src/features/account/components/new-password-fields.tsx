import { useLingui } from '@lingui/react/macro';
import { FormField, inputClass, inputStateClass } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-field';
import { cn } from '../../../lib/cn';
import { StrengthMeter } from './strength-meter';

export type NewPassword = { password: string; confirmation: string };

type Props = {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  /** Shown under the new password: the page's own check, or the server's refusal (too common…). */
  passwordError?: string;
  confirmationError?: string;
};

/** The new password with its strength hint, and the same typed again. */
export function NewPasswordFields({ value, onChange, passwordError, confirmationError }: Props) {
  const { t } = useLingui();
  const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined);
  return (
    <>
      <FormField id="new-password" label={t`New password`} error={passwordError}>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          value={value.password}
          onChange={(event) => onChange({ ...value, password: event.target.value })}
          hasError={Boolean(passwordError)}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={cn(describedBy('new-password', passwordError), 'new-password-hint')}
          className={cn(inputClass, inputStateClass(Boolean(passwordError)))}
        />
        <StrengthMeter id="new-password-hint" password={value.password} />
      </FormField>
      <FormField id="confirm-password" label={t`Confirm the new password`} error={confirmationError}>
        <PasswordInput
          id="confirm-password"
          autoComplete="new-password"
          value={value.confirmation}
          onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
          hasError={Boolean(confirmationError)}
          aria-invalid={confirmationError ? true : undefined}
          aria-describedby={describedBy('confirm-password', confirmationError)}
          className={cn(inputClass, inputStateClass(Boolean(confirmationError)))}
        />
      </FormField>
    </>
  );
}
