import { Trans } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../lib/env';
import { paths } from '../../lib/paths';

/** The product mark, linking home. */
export function Brand() {
  return (
    <Link to={paths.home} className="flex items-center gap-2.5 rounded-lg">
      <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
        <BookOpen className="size-5" />
      </span>
      <span className="leading-tight">
        <span className="block text-base font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
        <span className="block text-xs text-slate-500">
          <Trans>School portal</Trans>
        </span>
      </span>
    </Link>
  );
}
