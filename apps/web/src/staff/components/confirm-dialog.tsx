import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from '../../components/button-styles';

type Props = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** A red confirm button, for what removes something families see. */
  destructive?: boolean;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * The staff side's question before a step that cannot be undone. Cancel is the default (Escape, a click
 * outside); an alertdialog so screen readers read the question at once.
 */
export function ConfirmDialog({ open, title, description, confirmLabel, destructive = false, isPending, onCancel, onConfirm }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary')}>
              <Trans>Cancel</Trans>
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={isPending}
              className={destructive ? buttonClass('primary', 'md', 'bg-rose-700 hover:bg-rose-800') : buttonClass('primary')}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
