import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type Props = { title: string | null; isPending: boolean; onCancel: () => void; onConfirm: () => void };

/** 'Withdraw "…"?' Cancel is the default (Escape, a click outside); withdrawing cannot be undone. */
export function WithdrawDialog({ title, isPending, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={title !== null}
      title={<Trans>Withdraw “{title}”?</Trans>}
      description={
        <Trans>Families will no longer see it, and notifications they have not opened yet are removed. This cannot be undone.</Trans>
      }
      confirmLabel={<Trans>Withdraw</Trans>}
      destructive
      isPending={isPending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
