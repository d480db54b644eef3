import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { paths } from '../../../lib/paths';

/** 'Return' goes back to /meetings, 'Return to home page' to /. */
export function ReturnLinks() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Return`} className="mt-6 flex flex-wrap gap-3">
      <Link to={paths.meetings} className={buttonClass('secondary', 'md')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Return</Trans>
      </Link>
      <Link to={paths.home} className={buttonClass('ghost', 'md')}>
        <House aria-hidden="true" className="size-4" />
        <Trans>Return to home page</Trans>
      </Link>
    </nav>
  );
}
