import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { buttonClass } from '../../components/button-styles';
import { InlineError } from '../../components/inline-error';
import { writeErrorMessage } from './write-error';

type Props = {
  /** The record's name, read by screen readers with "Delete" and shown in the question. */
  name: string;
  onDelete: () => Promise<unknown>;
  isPending: boolean;
  error: unknown;
};

/** Delete, then "Delete X?" with Yes/Cancel in place: nothing goes on one stray click. */
export function DeleteButton({ name, onDelete, isPending, error }: Props) {
  const [isAsking, setAsking] = useState(false);
  const errorMessage = writeErrorMessage(error);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isAsking) confirmRef.current?.focus();
  }, [isAsking]);

  if (!isAsking) {
    return (
      <button
        type="button"
        className={buttonClass('ghost', 'sm', 'text-rose-700 hover:bg-rose-50 hover:text-rose-800')}
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <Trans>
          Delete<span className="sr-only"> {name}</span>
        </Trans>
      </button>
    );
  }
  return (
    <div className="flex basis-full flex-col gap-2 rounded-lg border border-rose-200 bg-rose-50/60 p-3">
      <p className="text-sm text-slate-800">
        <Trans>Delete {name}?</Trans>
      </p>
      {errorMessage ? <InlineError message={errorMessage} /> : null}
      <div className="flex flex-wrap gap-2">
        <button
          ref={confirmRef}
          type="button"
          disabled={isPending}
          className={buttonClass('primary', 'sm', 'bg-rose-700 hover:bg-rose-800 active:bg-rose-900')}
          onClick={() => void onDelete().catch(() => undefined)}
        >
          {isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          <Trans>Yes, delete</Trans>
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setAsking(false)}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}
