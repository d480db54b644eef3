import { Trans } from '@lingui/react/macro';
import { CalendarClock, CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { paths } from '../../../lib/paths';

/** The two ways a parent tells the school of an absence. */
export function RequestActions() {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={paths.reportAbsence} className={buttonClass('primary')}>
        <CalendarX aria-hidden="true" className="size-4" />
        <Trans>Report an absence</Trans>
      </Link>
      <Link to={paths.askLeave} className={buttonClass('secondary')}>
        <CalendarClock aria-hidden="true" className="size-4" />
        <Trans>Ask for leave</Trans>
      </Link>
    </div>
  );
}
