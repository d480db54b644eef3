import * as Dialog from '@radix-ui/react-dialog';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from '../../../../components/button-styles';

type Props = { title: string | null; isPending: boolean; onCancel: () => void; onConfirm: () => void };

/** 'Withdraw "…"?' Cancel is the default (Escape, a click outside); withdrawing cannot be undone. */
export function WithdrawDialog({ title, isPending, onCancel, onConfirm }: Props) {
  return (
    <Dialog.Root open={title !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            <Trans>Withdraw “{title}”?</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            <Trans>Families will no longer see it, and notifications they have not opened yet are removed. This cannot be undone.</Trans>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary')}>
              <Trans>Cancel</Trans>
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={isPending}
              className={buttonClass('primary', 'md', 'bg-rose-700 hover:bg-rose-800')}
            >
              <Trans>Withdraw</Trans>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
