import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import type { TMe } from '@carnet/contract';
import { buttonClass } from '../../components/button-styles';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';

/** The top bar: the menu button and the brand on small screens, then the bell and the account menu. */
export function TopBar({ user, onOpenMenu }: { user: TMe; onOpenMenu: () => void }) {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-6 lg:px-8">
        <button type="button" onClick={onOpenMenu} className={buttonClass('ghost', 'icon', 'lg:hidden')} aria-label={t`Open menu`}>
          <Menu aria-hidden="true" className="size-5" />
        </button>
        <div className="lg:hidden">
          <Brand />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <NotificationBell />
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}
