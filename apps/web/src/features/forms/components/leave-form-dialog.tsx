import * as Dialog from '@radix-ui/react-dialog';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from '../../../components/button-styles';

type Props = { isOpen: boolean; onStay: () => void; onLeave: () => void };

/**
 * 'Leave this form? Your answers will be lost.' Stay is the default (focused first, and what Escape
 * or a click outside does); Leave goes where the person was going.
 */
export function LeaveFormDialog({ isOpen, onStay, onLeave }: Props) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : onStay())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            <Trans>Leave this form?</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            <Trans>Your answers will be lost.</Trans>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary')}>
              <Trans>Stay</Trans>
            </Dialog.Close>
            <button type="button" onClick={onLeave} className={buttonClass('primary')}>
              <Trans>Leave</Trans>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
