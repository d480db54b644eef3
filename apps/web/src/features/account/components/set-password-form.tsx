import { type FormEvent, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { EMAIL_PATTERN } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { FormField, inputClass, inputStateClass } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { checkNewPassword } from '../new-password-check';
import { type NewPassword, NewPasswordFields } from './new-password-fields';

type Props = {
  submitLabel: string;
  /**
   * Also ask the address the person will sign in with: a printed letter's account that the school had
   * no e-mail for.
   */
  asksEmail?: boolean;
  /** Sends the password (and the address); a refusal of the link itself (used, expired) is the caller's to show. */
  onSubmit: (password: string, email?: string) => Promise<void>;
};

/** Choose a password: the new one with its hint, the same again, and the server's refusal beside the field. */
export function SetPasswordForm({ submitLabel, asksEmail = false, onSubmit }: Props) {
  const { i18n, t } = useLingui();
  const [email, setEmail] = useState('');
  const [emailServerError, setEmailServerError] = useState<string | undefined>();
  const [value, setValue] = useState<NewPassword>({ password: '', confirmation: '' });
  const [isChecked, setIsChecked] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const errors = isChecked ? checkNewPassword(value) : {};
  const emailError = !asksEmail || !isChecked ? undefined : emailProblem(email.trim(), t`Required`, t`Enter a valid e-mail address`);
  const shownEmailError = emailServerError ?? emailError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    setServerError(undefined);
    setEmailServerError(undefined);
    const found = checkNewPassword(value);
    if (found.password || found.confirmation) return;
    if (asksEmail && emailProblem(email.trim(), 'required', 'invalid')) return;
    setIsBusy(true);
    try {
      await onSubmit(value.password, asksEmail ? email.trim() : undefined);
    } catch (error) {
      // The address is another account's: said beside the address, not the password.
      if (asksEmail && error instanceof ApiError && error.code === 'CONFLICT') {
        setEmailServerError(error.message);
        return;
      }
      // The server's words, in the page's language: too common, too many tries, or what went wrong.
      setServerError(error instanceof ApiError ? error.message : t`The password could not be saved. Please try again.`);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-label={t`Choose your password`}>
      {asksEmail ? (
        <FormField id="sign-in-email" label={t`Your e-mail address (you will sign in with it)`} error={shownEmailError}>
          <input
            id="sign-in-email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailServerError(undefined);
            }}
            aria-invalid={shownEmailError ? true : undefined}
            aria-describedby={shownEmailError ? 'sign-in-email-error' : undefined}
            className={cn(inputClass, inputStateClass(Boolean(shownEmailError)))}
          />
        </FormField>
      ) : null}
      <NewPasswordFields
        value={value}
        onChange={(next) => {
          setValue(next);
          setServerError(undefined);
        }}
        passwordError={serverError ?? (errors.password ? i18n._(errors.password) : undefined)}
        confirmationError={errors.confirmation ? i18n._(errors.confirmation) : undefined}
      />
      <button type="submit" disabled={isBusy} className={buttonClass('primary', 'md', 'h-11')}>
        {isBusy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {submitLabel}
      </button>
      <p className="sr-only" aria-live="polite">
        {isBusy ? <Trans>Saving…</Trans> : null}
      </p>
    </form>
  );
}

/** What is wrong with the typed address, if anything. */
function emailProblem(email: string, required: string, invalid: string): string | undefined {
  if (email === '') return required;
  return EMAIL_PATTERN.test(email) ? undefined : invalid;
}
