import { ArrowLeft, House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { paths } from '../../../lib/paths';

/** 'Return' goes back to /meetings, 'Return to home page' to /. */
export function ReturnLinks() {
  return (
    <nav aria-label="Return" className="mt-6 flex flex-wrap gap-3">
      <Link to={paths.meetings} className={buttonClass('secondary', 'md')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Return
      </Link>
      <Link to={paths.home} className={buttonClass('ghost', 'md')}>
        <House aria-hidden="true" className="size-4" />
        Return to home page
      </Link>
    </nav>
  );
}
