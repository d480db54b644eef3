import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClass } from '../../../components/button-styles';
import { forgetPushDevice } from '../../../lib/pwa/push-device';
import { endSession } from '../../../lib/session';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { signOutEverywhere } from '../api/account-api';

/** Signs out every device, this one included, after a confirmation; the login page then says it was done. */
export function SignOutEverywhere() {
  const { t } = useLingui();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const confirm = async () => {
    setIsBusy(true);
    // This device's push subscription goes first, while the token still signs the request.
    await forgetPushDevice();
    try {
      await signOutEverywhere();
    } catch (error) {
      setIsBusy(false);
      notifyError(t`Signing out everywhere failed. Please try again.`, error);
      return;
    }
    notifySuccess(t`You are signed out on every device.`);
    await endSession();
  };
  return (
    <section aria-labelledby="sign-out-everywhere-title" className="flex flex-col gap-3 border-t border-slate-200 pt-5">
      <h2 id="sign-out-everywhere-title" className="text-lg font-semibold text-slate-900">
        <Trans>Sign out everywhere</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>Signs out every device where your account is open, this one included: use it after signing in on a shared computer.</Trans>
      </p>
      {isConfirming ? (
        <div role="group" aria-labelledby="sign-out-everywhere-confirm" className="flex flex-col gap-3 rounded-lg bg-amber-50 p-3.5">
          <p id="sign-out-everywhere-confirm" className="text-sm font-medium text-amber-900">
            <Trans>Sign out on every device, this one included?</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" disabled={isBusy} onClick={() => void confirm()} className={buttonClass('primary', 'md')}>
              <Trans>Yes, sign out everywhere</Trans>
            </button>
            <button type="button" onClick={() => setIsConfirming(false)} className={buttonClass('secondary', 'md')}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => setIsConfirming(true)} className={buttonClass('secondary', 'md', 'self-start')}>
          <Trans>Sign out everywhere</Trans>
        </button>
      )}
    </section>
  );
}
