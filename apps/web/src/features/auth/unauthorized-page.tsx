import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldExclamationPoint } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../lib/paths';

export const UNAUTHORIZED_MESSAGE = msg`Sorry, you do not have the necessary permissions to access this page.`;

/** Where the guard sends a signed-in user who lacks the route's role. */
export function UnauthorizedPage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Unauthorized`);
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-5">
      <div className="flex max-w-md flex-col items-center rounded-3xl border border-slate-200 bg-white px-8 py-10 text-center shadow-sm">
        <span aria-hidden="true" className="grid size-14 place-items-center rounded-2xl bg-amber-50 text-amber-600">
          <ShieldExclamationPoint className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-semibold text-slate-900">
          <Trans>Unauthorized</Trans>
        </h1>
        <p className="mt-2 text-slate-600">{i18n._(UNAUTHORIZED_MESSAGE)}</p>
        <Link to={paths.home} className={buttonClass('primary', 'md', 'mt-6')}>
          <Trans>Return to home page</Trans>
        </Link>
      </div>
    </main>
  );
}
