import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Megaphone, MessagesSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { hasRole, useUser } from '../../../lib/use-user';
import { useAnnouncements } from '../api/announcements';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors sm:flex-none',
    isActive ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
  );

/**
 * Messages holds two lists (decision 106): the conversations one writes in, and the school's
 * announcements one reads. The menu keeps one entry; these two links switch between them, and the
 * announcements' link counts the unread ones of the newest page (the list the page itself reads).
 */
export function MessagesTabs() {
  // Announcements reach the parents (decision 105): a student's Messages are their conversations alone.
  return hasRole(useUser(), 'ROLE_PARENT') ? <Tabs /> : null;
}

function Tabs() {
  const { t } = useLingui();
  const announcements = useAnnouncements();
  const unread = (announcements.data?.pages[0]?.items ?? []).filter((each) => each.readAt === null).length;
  return (
    <nav aria-label={t`Messages`} className="mb-5 flex gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex">
      <NavLink to={paths.messages} end className={tabClass}>
        <MessagesSquare aria-hidden="true" className="size-4" />
        <Trans>Conversations</Trans>
      </NavLink>
      <NavLink to={paths.announcements} className={tabClass}>
        <Megaphone aria-hidden="true" className="size-4" />
        <Trans>Announcements</Trans>
        {unread > 0 ? (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
            <span aria-hidden="true">{unread}</span>
            <span className="sr-only">
              <Plural value={unread} one="# unread" other="# unread" />
            </span>
          </span>
        ) : null}
      </NavLink>
    </nav>
  );
}
