import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TLinkPurpose } from '@carnet/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { paths } from '../../../lib/paths';
import { renewLink } from '../api/account-api';
import { Notice } from './account-card';

type Props = { state: 'expired' | 'used' | 'unknown'; purpose: TLinkPurpose | null; token: string | null; onRetryCode?: () => void };

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** What a person holding a dead link or code can do next: ask for a new one, sign in, or reset the password. */
export function LinkRefused({ state, purpose, token, onRetryCode }: Props) {
  if (state === 'expired') return <Expired purpose={purpose} token={token} />;
  return (
    <>
      <Notice tone="warning">
        {state === 'used' ? (
          <Trans>This link was already used: the password has been chosen.</Trans>
        ) : (
          <Trans>This link or code is not valid. Check that you copied it whole.</Trans>
        )}
      </Notice>
      {onRetryCode ? (
        <button type="button" onClick={onRetryCode} className={buttonClass('secondary', 'md')}>
          <Trans>Type the code again</Trans>
        </button>
      ) : null}
      <NextSteps />
    </>
  );
}

function NextSteps() {
  return (
    <p className="text-sm text-slate-600">
      <Trans>
        You can{' '}
        <Link to={paths.login} className={linkClass}>
          sign in
        </Link>{' '}
        or, if you do not know your password,{' '}
        <Link to={paths.forgotPassword} className={linkClass}>
          ask for a new one
        </Link>
        .
      </Trans>
    </p>
  );
}

function Expired({ purpose, token }: { purpose: TLinkPurpose | null; token: string | null }) {
  const { t } = useLingui();
  const [step, setStep] = useState<'ask' | 'sending' | 'sent' | 'failed'>('ask');
  if (purpose === 'letter' || !token) {
    return (
      <Notice tone="warning">
        <Trans>This activation code has expired. Please ask the school office for a new letter.</Trans>
      </Notice>
    );
  }
  const send = async () => {
    setStep('sending');
    try {
      await renewLink(token);
      setStep('sent');
    } catch {
      setStep('failed');
    }
  };
  return (
    <>
      <Notice tone="warning">
        <Trans>This link has expired.</Trans>
      </Notice>
      <div aria-live="polite" className="empty:-mt-5">
        {step === 'sent' ? (
          <Notice tone="success">
            <Trans>If this link was yours, a new one is on its way: check your e-mail.</Trans>
          </Notice>
        ) : null}
        {step === 'failed' ? (
          <Notice tone="warning">
            <Trans>The new link could not be requested. Please try again.</Trans>
          </Notice>
        ) : null}
      </div>
      {step === 'sent' ? null : (
        <button type="button" disabled={step === 'sending'} onClick={() => void send()} className={buttonClass('primary', 'md', 'h-11')}>
          {t`Send me a new link`}
        </button>
      )}
      {purpose === 'reset' ? (
        <p className="text-sm text-slate-600">
          <Trans>
            Or{' '}
            <Link to={paths.forgotPassword} className={linkClass}>
              start again from “Forgot your password?”
            </Link>
            .
          </Trans>
        </p>
      ) : null}
    </>
  );
}
