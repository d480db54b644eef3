import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUser } from '../../lib/use-user';
import type { ReactNode } from 'react';
import { AccountCard } from './components/account-card';
import { ChangePasswordForm } from './components/change-password-form';
import { SignOutEverywhere } from './components/sign-out-everywhere';

/**
 * /account/security, for every signed-in account: change the password, this device's settings (given
 * by app/, which composes features: the notification switch for now), sign out everywhere.
 */
export function AccountSecurityPage({ deviceSettings }: { deviceSettings?: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Password and sessions`);
  const user = useUser();
  return (
    <AccountCard title={t`Password and sessions`} back={{ to: paths.home, label: t`Back` }}>
      {user ? <p className="-mt-2 text-sm break-all text-slate-500">{user.email}</p> : null}
      <ChangePasswordForm />
      {deviceSettings ? (
        <section aria-labelledby="this-device-title" className="flex flex-col gap-3 border-t border-slate-200 pt-5">
          <h2 id="this-device-title" className="text-lg font-semibold text-slate-900">
            <Trans>This device</Trans>
          </h2>
          {deviceSettings}
        </section>
      ) : null}
      <SignOutEverywhere />
    </AccountCard>
  );
}
