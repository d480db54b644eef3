import { useLingui } from '@lingui/react/macro';
import type { TMailCounts, TMailQuery } from '@carnet/contract';
import { cn } from '../../../../lib/cn';

type Status = TMailQuery['status'];

/**
 * All / Failed / Waiting / Sent, as toggle buttons (one pressed). "Sending" has no button of its own:
 * a message is in that state for a moment only, and "All" shows it.
 */
export function MailStatusFilter({
  value,
  counts,
  onChange,
}: {
  value: Status;
  counts: TMailCounts | undefined;
  onChange: (status: Status) => void;
}) {
  const { t } = useLingui();
  const failed = counts?.failed;
  const choices: Array<{ status: Status; label: string }> = [
    { status: undefined, label: t`All` },
    { status: 'failed', label: failed === undefined ? t`Failed` : t`Failed (${failed})` },
    { status: 'pending', label: t`Waiting` },
    { status: 'done', label: t`Sent` },
  ];
  return (
    <div role="group" aria-label={t`Show`} className="mb-4 flex flex-wrap gap-2">
      {choices.map((choice) => {
        const isPressed = choice.status === value;
        return (
          <button
            key={choice.status ?? 'all'}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(choice.status)}
            className={cn(
              'h-9 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-offset-2',
              isPressed
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
            )}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
