import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUser } from '../../lib/use-user';
import { AccountCard } from './components/account-card';
import { ChangePasswordForm } from './components/change-password-form';
import { PasswordChangedNotice } from './components/password-changed-notice';
import { SignOutEverywhere } from './components/sign-out-everywhere';
import { EmailAddress } from '../../components/email-address';

/** /account/security, for every signed-in account: change the password, sign out everywhere. */
export function AccountSecurityPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Password and sessions`);
  const user = useUser();
  // A reset link signs the person in and brings them here (link-page).
  const isAfterReset = (useLocation().state as { isPasswordReset?: boolean } | null)?.isPasswordReset === true;
  return (
    <AccountCard title={t`Password and sessions`} back={{ to: paths.home, label: t`Back` }}>
      {user ? (
        <p className="-mt-2 text-sm text-slate-500">
          <EmailAddress address={user.email} />
        </p>
      ) : null}
      {isAfterReset ? <PasswordChangedNotice isReset /> : null}
      <ChangePasswordForm />
      <SignOutEverywhere />
    </AccountCard>
  );
}
