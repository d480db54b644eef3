import { Trans, useLingui } from '@lingui/react/macro';
import { Megaphone, MessagesSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../../../lib/cn';
import { staffPages } from '../../../staff-paths';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors sm:flex-none',
    isActive ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
  );

/** The staff's Messages holds the conversations and the announcements (decision 106): one menu entry, two lists. */
export function MessagesTabs() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Messages`} className="mb-5 flex gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex">
      <NavLink to={staffPages.messages} end className={tabClass}>
        <MessagesSquare aria-hidden="true" className="size-4" />
        <Trans>Conversations</Trans>
      </NavLink>
      <NavLink to={staffPages.announcements} className={tabClass}>
        <Megaphone aria-hidden="true" className="size-4" />
        <Trans>Announcements</Trans>
      </NavLink>
    </nav>
  );
}
