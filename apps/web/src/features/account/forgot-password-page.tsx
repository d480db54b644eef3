import { type FormEvent, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { buttonClass } from '../../components/button-styles';
import { FormField, inputClass, inputStateClass } from '../../components/form-field';
import { ApiError } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { requestPasswordReset } from './api/account-api';
import { AccountCard, Notice } from './components/account-card';

/**
 * /forgot-password: one address in, always the same confirmation out. Whether an account uses the
 * address is never shown (the server answers alike, and so does this page).
 */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot your password?`);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [step, setStep] = useState<'ask' | 'sending' | 'sent'>('ask');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+$/.test(email.trim())) {
      setError(t`Please enter the e-mail address you sign in with.`);
      return;
    }
    setError(undefined);
    setStep('sending');
    try {
      await requestPasswordReset(email.trim());
      setStep('sent');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t`The request could not be sent. Please try again.`);
      setStep('ask');
    }
  };

  return (
    <AccountCard title={t`Forgot your password?`} back={{ to: paths.login, label: t`Sign in` }}>
      {step === 'sent' ? (
        <div role="status">
          <Notice tone="success">
            <Trans>If an account uses this address, we have sent it a link to choose a new password. The link is valid for one hour.</Trans>
          </Notice>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-label={t`Forgot your password?`}>
          <p className="text-slate-600">
            <Trans>Enter the e-mail address you sign in with: we will send you a link to choose a new password.</Trans>
          </p>
          <FormField id="email" label={t`E-mail`} error={error}>
            <input
              id="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'email-error' : undefined}
              className={cn(inputClass, inputStateClass(Boolean(error)))}
            />
          </FormField>
          <button type="submit" disabled={step === 'sending'} className={buttonClass('primary', 'md', 'h-11')}>
            {step === 'sending' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            <Trans>Send me a link</Trans>
          </button>
        </form>
      )}
    </AccountCard>
  );
}
