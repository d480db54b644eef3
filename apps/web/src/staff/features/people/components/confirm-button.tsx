import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { buttonClass } from '../../../../components/button-styles';

/** A button that asks once more in place ("Are you sure?") before an action that locks someone out or removes a record. */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  isPending,
}: {
  label: ReactNode;
  question: ReactNode;
  onConfirm: () => void;
  isPending?: boolean;
}) {
  const [isAsking, setIsAsking] = useState(false);
  if (!isAsking)
    return (
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setIsAsking(true)} disabled={isPending}>
        {label}
      </button>
    );
  return (
    <span role="group" className="inline-flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-900">
      <span>{question}</span>
      <button
        type="button"
        autoFocus
        className={buttonClass('primary', 'sm')}
        onClick={() => {
          setIsAsking(false);
          onConfirm();
        }}
      >
        <Trans>Confirm</Trans>
      </button>
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setIsAsking(false)}>
        <Trans>Cancel</Trans>
      </button>
    </span>
  );
}
