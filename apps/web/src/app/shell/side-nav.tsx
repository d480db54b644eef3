import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingBag } from 'lucide-react';
import { NavLink } from 'react-router';
import { ExternalLink } from '../../components/external-link';
import { useReadSubjects } from '../../features/notifications/api/read-subjects';
import { cn } from '../../lib/cn';
import { SHOP_URL } from '../../lib/env';
import { useUser } from '../../lib/use-user';
import { navItemsFor, showsShop } from './nav-items';
import { paths } from '../../lib/paths';
import { UnreadMessagesBadge } from './unread-messages-badge';

const linkClass = 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';

/** The side menu, filtered by role so nobody is offered a page they cannot open; used by the sidebar and the mobile drawer. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const user = useUser();
  const readSubjects = useReadSubjects();
  return (
    <nav aria-label={t`Main menu`} className="flex flex-1 flex-col">
      <ul className="flex flex-col gap-0.5">
        {navItemsFor(user).map(({ label, to, icon: Icon, readsSubjects, badge }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === paths.home}
              onClick={() => {
                if (readsSubjects) readSubjects.mutate(readsSubjects);
                onNavigate?.();
              }}
              className={({ isActive }) =>
                cn(linkClass, isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900')
              }
            >
              {({ isActive }) => (
                <>
                  <Icon aria-hidden="true" className={cn('size-5', isActive ? 'text-brand-600' : 'text-slate-400')} />
                  {i18n._(label)}
                  {badge === 'unreadMessages' ? <UnreadMessagesBadge /> : null}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
      {showsShop(user) ? (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <ExternalLink href={SHOP_URL} className={cn(linkClass, 'text-slate-600 hover:bg-slate-100 hover:text-slate-900')}>
            <ShoppingBag aria-hidden="true" className="size-5 text-slate-400" />
            <span className="flex-1">
              <Trans>Shop</Trans>
            </span>
          </ExternalLink>
        </div>
      ) : null}
    </nav>
  );
}
