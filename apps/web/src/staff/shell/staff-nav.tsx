import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { useUser } from '../../lib/use-user';
import { staffPages } from '../staff-paths';
import { UnreadBadge } from '../features/messages/components/unread-badge';
import { staffNavFor } from './staff-nav-items';

const linkClass = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors';

/** The staff menu, by group; the sidebar on wide screens and the menu panel on phones. */
export function StaffNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const user = useUser();
  return (
    <nav aria-label={t`Staff menu`} className="flex flex-col gap-5">
      {staffNavFor(user).map((group, index) => {
        const headingId = `staff-nav-group-${index}`;
        return (
          <div key={index} role="group" aria-labelledby={group.label ? headingId : undefined}>
            {group.label ? (
              <p id={headingId} className="mb-1 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {i18n._(group.label)}
              </p>
            ) : null}
            <ul className="flex flex-col gap-0.5">
              {group.items.map(({ label, to, icon: Icon, hasUnreadCount }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={to === staffPages.home}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(linkClass, isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900')
                    }
                  >
                    {({ isActive }) => (
                      <>
                        <Icon aria-hidden="true" className={cn('size-5', isActive ? 'text-brand-600' : 'text-slate-400')} />
                        {i18n._(label)}
                        {hasUnreadCount ? <UnreadBadge /> : null}
                      </>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
