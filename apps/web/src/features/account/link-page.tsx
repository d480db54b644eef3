import { type ReactNode, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TLinkSecret, TLinkState } from '@carnet/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { dismissToasts } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { checkLink, setPasswordWithLink } from './api/account-api';
import { AccountCard, Notice } from './components/account-card';
import { CodeForm } from './components/code-form';
import { LinkRefused } from './components/link-refused';
import { SetPasswordForm } from './components/set-password-form';
import { signInWith } from './sign-in-with';
import { EmailAddress } from '../../components/email-address';

type Kind = 'activate' | 'reset';
type Step = { name: 'code' } | { name: 'checking' } | { name: 'failed'; message: string } | { name: 'checked'; link: TLinkState };

const isLinkGone = (error: unknown) => error instanceof ApiError && ['LINK_USED', 'LINK_EXPIRED', 'LINK_UNKNOWN'].includes(error.code);
const stateOfRefusal = (code: string) => (code === 'LINK_USED' ? 'used' : code === 'LINK_EXPIRED' ? 'expired' : 'unknown');

/**
 * /activate and /reset-password: the link's token from the e-mail (or, on /activate, the letter's code
 * typed here) is checked first, so the page says whose account it is, or why the link no longer works,
 * before anyone types a password. A valid one sets the password and signs in.
 */
export function LinkPage({ kind }: { kind: Kind }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [secret, setSecret] = useState<TLinkSecret | null>(token ? { token } : null);
  // Without a token, /activate asks for a letter's code; /reset-password has nothing to check.
  const [step, setStep] = useState<Step>(() => {
    if (token) return { name: 'checking' };
    return kind === 'activate' ? { name: 'code' } : { name: 'checked', link: { state: 'unknown', purpose: 'reset' } };
  });
  useDocumentTitle(kind === 'activate' ? t`Activate your account` : t`Choose a new password`);

  useEffect(() => {
    if (!secret) return;
    let isCurrent = true;
    checkLink(secret).then(
      (link) => isCurrent && setStep({ name: 'checked', link }),
      (error: unknown) =>
        isCurrent &&
        setStep({
          name: 'failed',
          message: error instanceof ApiError ? error.message : t`The link could not be checked. Please try again.`,
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [secret, t]);

  const setPassword = async (password: string, email?: string) => {
    if (!secret) return;
    try {
      const { token: session } = await setPasswordWithLink('code' in secret ? { ...secret, password, email } : { ...secret, password });
      await signInWith(session);
    } catch (error) {
      if (!isLinkGone(error) || !(error instanceof ApiError)) throw error;
      setStep({ name: 'checked', link: { state: stateOfRefusal(error.code), purpose: null } });
      return;
    }
    dismissToasts();
    // After a reset, the security page says what else ended and offers the calendar address's reset.
    if (kind === 'reset') await navigate(paths.accountSecurity, { replace: true, state: { isPasswordReset: true } });
    else await navigate(paths.home, { replace: true });
  };

  const title = kind === 'activate' ? t`Activate your account` : t`Choose a new password`;
  const back = { to: paths.login, label: t`Sign in` };
  return (
    <AccountCard title={title} back={back}>
      {step.name === 'code' ? (
        <CodeForm
          onCode={(code) => {
            setSecret({ code });
            setStep({ name: 'checking' });
          }}
        />
      ) : null}
      {step.name === 'checking' ? (
        <p role="status" className="text-slate-600">
          <Trans>Checking your link…</Trans>
        </p>
      ) : null}
      {step.name === 'failed' ? <Notice tone="warning">{step.message}</Notice> : null}
      {step.name === 'checked' && step.link.state === 'valid' ? (
        <ValidLink firstName={step.link.firstName} signInName={step.link.signInName}>
          <SetPasswordForm
            submitLabel={kind === 'activate' ? t`Activate my account` : t`Save my new password`}
            asksEmail={step.link.signInName === ''}
            onSubmit={setPassword}
          />
        </ValidLink>
      ) : null}
      {step.name === 'checked' && step.link.state !== 'valid' ? (
        <LinkRefused
          state={step.link.state}
          purpose={step.link.purpose ?? (secret && 'code' in secret ? 'letter' : null)}
          token={secret && 'token' in secret ? secret.token : null}
          onRetryCode={secret && 'code' in secret ? () => setStep({ name: 'code' }) : undefined}
        />
      ) : null}
    </AccountCard>
  );
}

/** Whose account the link opens, above the form that sets its password. */
function ValidLink({ firstName, signInName, children }: { firstName: string; signInName: string; children: ReactNode }) {
  return (
    <>
      <div className="text-slate-700">
        <p className="text-lg font-medium text-slate-900">
          <Trans>Welcome, {firstName}</Trans>
        </p>
        <p className="mt-1">
          {signInName === '' ? (
            <Trans>Give the e-mail address you will sign in with, then choose your password.</Trans>
          ) : (
            <Trans>
              Your sign-in name is{' '}
              <strong className="font-semibold">
                <EmailAddress address={signInName} />
              </strong>
              .
            </Trans>
          )}
        </p>
      </div>
      {children}
    </>
  );
}

export const ActivatePage = () => <LinkPage kind="activate" />;
export const ResetPasswordPage = () => <LinkPage kind="reset" />;
