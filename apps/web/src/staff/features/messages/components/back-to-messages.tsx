import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { staffPages } from '../../../staff-paths';

/** The way back to the list, above a conversation and the writing page. */
export function BackToMessages() {
  return (
    <Link to={staffPages.messages} className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Messages</Trans>
    </Link>
  );
}
