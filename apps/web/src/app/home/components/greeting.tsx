import type { TMe } from '@carnet/contract';
import { formatLongDate } from '../../../lib/dates';
import { isFirstRoleParent } from '../../../lib/use-user';

/** A parent's portal when the first role is ROLE_PARENT, otherwise a student's portal. */
export function portalName(user: TMe): string {
  return isFirstRoleParent(user) ? "parent's portal" : "student's portal";
}

export function Greeting({ user }: { user: TMe }) {
  const today = new Date().toISOString();
  return (
    <header className="mb-6 sm:mb-8">
      <p className="text-sm font-medium text-brand-700">{formatLongDate(today)}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Welcome to the {portalName(user)}</h1>
      <p className="mt-1.5 text-slate-600">Hello {user.firstName}, here is what is happening at school.</p>
    </header>
  );
}
