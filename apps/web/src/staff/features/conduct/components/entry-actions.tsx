import { Trans } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { Pencil, Undo2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { writeErrorMessage } from '../../../components/write-error';
import { SavedNote } from './saved-note';

type Props = {
  /** The entry's title: named by the buttons for screen readers, and in the question. */
  title: string;
  /** What withdrawing does, for this entry (the family told or not). */
  withdrawNote: ReactNode;
  withdraw: UseMutationResult<unknown, Error, void>;
  onEdit: () => void;
  /** What the last correction saved. */
  saved: string | null;
};

/** Edit and Withdraw under an entry; withdrawing asks first (Cancel is the default), as it cannot be undone. */
export function EntryActions({ title, withdrawNote, withdraw, onEdit, saved }: Props) {
  const [isAsking, setAsking] = useState(false);
  const errorMessage = writeErrorMessage(withdraw.error);
  return (
    <div className="mt-3 grid gap-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>
            Edit<span className="sr-only"> “{title}”</span>
          </Trans>
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'text-rose-700 hover:bg-rose-50 hover:text-rose-800')}
          onClick={() => setAsking(true)}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          <Trans>
            Withdraw<span className="sr-only"> “{title}”</span>
          </Trans>
        </button>
      </div>
      {errorMessage && !isAsking ? <InlineError message={errorMessage} /> : null}
      <SavedNote message={saved} />
      <ConfirmDialog
        open={isAsking}
        title={<Trans>Withdraw “{title}”?</Trans>}
        description={withdrawNote}
        confirmLabel={<Trans>Withdraw</Trans>}
        destructive
        isPending={withdraw.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => withdraw.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </div>
  );
}
