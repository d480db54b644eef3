import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { TMe } from '@carnet/contract';
import { formatLongDate, schoolToday } from '../../../lib/dates';
import { isFirstRoleParent } from '../../../lib/use-user';

/** The parent's portal when the first role is ROLE_PARENT, otherwise the student's portal. */
export function welcomeOf(user: TMe): string {
  return isFirstRoleParent(user) ? t`Welcome to the parent's portal` : t`Welcome to the student's portal`;
}

export function Greeting({ user }: { user: TMe }) {
  const firstName = user.firstName;
  return (
    <header className="mb-6 sm:mb-8">
      <p className="text-sm font-medium text-brand-700">{formatLongDate(schoolToday())}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{welcomeOf(user)}</h1>
      <p className="mt-1.5 text-slate-600">
        <Trans>Hello {firstName}, here is what is happening at school.</Trans>
      </p>
    </header>
  );
}
