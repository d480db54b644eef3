import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { buttonClass } from '../../components/button-styles';
import { Brand } from './brand';
import { SideNav } from './side-nav';

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/** Below the large breakpoint the side menu is a drawer: a modal dialog that traps focus and closes on Escape. */
export function MobileDrawer({ isOpen, onOpenChange }: Props) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px] lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-white p-4 shadow-2xl lg:hidden">
          <div className="flex items-center justify-between">
            <Brand />
            <Dialog.Close className={buttonClass('ghost', 'icon')} aria-label={t`Close menu`}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">
            <Trans>Menu</Trans>
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            <Trans>The areas of the portal</Trans>
          </Dialog.Description>
          <SideNav onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
