import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type Props = { schoolYear: string | null; isPending: boolean; onCancel: () => void; onConfirm: () => void };

/** "Move the school into 2027-2028?" Cancel is the default (Escape, a click outside); the roll is not undone. */
export function RollDialog({ schoolYear, isPending, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={schoolYear !== null}
      title={<Trans>Move the school into {schoolYear}?</Trans>}
      description={
        <Trans>
          Classes, evenings and forms of the past year are closed, pupils without a class are marked as left, and retention applies. This
          cannot be undone.
        </Trans>
      }
      confirmLabel={<Trans>Move into {schoolYear}</Trans>}
      isPending={isPending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
