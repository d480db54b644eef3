import { useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';

export type TimetableView = 'day' | 'week';

type Props = { view: TimetableView; onChange: (view: TimetableView) => void };

/** Day or week: a phone opens on the day, a wide screen on the week; either can show the other. */
export function ViewSwitch({ view, onChange }: Props) {
  const { t } = useLingui();
  const options: { value: TimetableView; label: string }[] = [
    { value: 'day', label: t`Day` },
    { value: 'week', label: t`Week` },
  ];
  return (
    <div role="group" aria-label={t`View`} className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-8 rounded-md px-3 text-sm font-medium',
            view === option.value ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
