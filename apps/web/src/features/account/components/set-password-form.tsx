import { type FormEvent, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { buttonClass } from '../../../components/button-styles';
import { ApiError } from '../../../lib/api-error';
import { checkNewPassword } from '../new-password-check';
import { type NewPassword, NewPasswordFields } from './new-password-fields';

type Props = {
  submitLabel: string;
  /** Sends the password; a refusal of the link itself (used, expired) is the caller's to show. */
  onSubmit: (password: string) => Promise<void>;
};

/** Choose a password: the new one with its hint, the same again, and the server's refusal beside the field. */
export function SetPasswordForm({ submitLabel, onSubmit }: Props) {
  const { i18n, t } = useLingui();
  const [value, setValue] = useState<NewPassword>({ password: '', confirmation: '' });
  const [isChecked, setIsChecked] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const errors = isChecked ? checkNewPassword(value) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    setServerError(undefined);
    const found = checkNewPassword(value);
    if (found.password || found.confirmation) return;
    setIsBusy(true);
    try {
      await onSubmit(value.password);
    } catch (error) {
      // The server's words, in the page's language: too common, too many tries, or what went wrong.
      setServerError(error instanceof ApiError ? error.message : t`The password could not be saved. Please try again.`);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-label={t`Choose your password`}>
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
