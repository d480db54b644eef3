import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useUser } from '../../../lib/use-user';
import { Notice } from './account-card';

const linkClass = 'font-medium text-emerald-900 underline underline-offset-2 hover:text-emerald-950';

/**
 * After a change or a reset of the password: the other sessions are over, and so are the pushes of
 * every device of the account, this one too (the server cannot tell it apart, decision 083). Someone
 * who had the account may also have kept the family's calendar address, so its reset is offered.
 */
export function PasswordChangedNotice({ isReset }: { isReset: boolean }) {
  const user = useUser();
  const isFamily = user?.roles.some((role) => role === 'ROLE_PARENT' || role === 'ROLE_STUDENT') ?? false;
  return (
    <Notice tone="success">
      <p>
        {isReset ? (
          <Trans>Your password was reset. Every other session was signed out.</Trans>
        ) : (
          <Trans>Your password was changed. Your other sessions were signed out; this one stays signed in.</Trans>
        )}
      </p>
      {isFamily ? (
        <>
          <p className="mt-2">
            <Trans>
              Notifications were turned off on all your devices, this one included.{' '}
              <Link to={paths.notifications} className={linkClass}>
                Turn them on again
              </Link>{' '}
              on the devices you use.
            </Trans>
          </p>
          <p className="mt-2">
            <Trans>If someone else may have used your account, they may also have your calendar address.</Trans>{' '}
            <Link to={paths.accountCalendar} className={linkClass}>
              <Trans>Reset my calendar address</Trans>
            </Link>
          </p>
        </>
      ) : null}
    </Notice>
  );
}
