import * as Dialog from '@radix-ui/react-dialog';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from '../../../../components/button-styles';

type Props = { schoolYear: string | null; isPending: boolean; onCancel: () => void; onConfirm: () => void };

/** "Move the school into 2027-2028?" Cancel is the default (Escape, a click outside); the roll is not undone. */
export function RollDialog({ schoolYear, isPending, onCancel, onConfirm }: Props) {
  return (
    <Dialog.Root open={schoolYear !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            <Trans>Move the school into {schoolYear}?</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            <Trans>
              Classes, evenings and forms of the past year are closed, pupils without a class are marked as left, and retention applies.
              This cannot be undone.
            </Trans>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary')}>
              <Trans>Cancel</Trans>
            </Dialog.Close>
            <button type="button" onClick={onConfirm} disabled={isPending} className={buttonClass('primary')}>
              <Trans>Move into {schoolYear}</Trans>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
