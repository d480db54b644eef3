import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import type { TNotification } from '@carnet/contract';
import { NotificationPanel } from './notification-panel';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onOpen: (notification: TNotification) => void;
  triggerClass: string;
  triggerLabel: string;
  children: ReactNode;
};

/** The Radix popover behind the bell, with the list (loaded on the first open, see notification-bell). */
export function NotificationPopover({ isOpen, onOpenChange, onOpen, triggerClass, triggerLabel, children }: Props) {
  const { t } = useLingui();
  return (
    <Popover.Root open={isOpen} onOpenChange={onOpenChange}>
      <Popover.Trigger className={triggerClass} aria-label={triggerLabel}>
        {children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t`Notifications`}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10"
        >
          <NotificationPanel onOpen={onOpen} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
