import { useLingui } from '@lingui/react/macro';
import { ROLL_CALL_MARKS, type TRollCallMark } from '@carnet/contract';
import { cn } from '../../../../lib/cn';
import { MARK_LABELS } from './mark-labels';

type Props = {
  childId: number;
  labelledBy: string;
  /** What the family said (decision 107), read out with the group, never setting a mark. */
  describedBy?: string;
  mark: TRollCallMark | null;
  isInvalid: boolean;
  onChange: (mark: TRollCallMark) => void;
};

/** Checked, each mark has its colour: green present, red absent, amber late. */
const CHECKED: Record<TRollCallMark, string> = {
  present: 'peer-checked:border-emerald-600 peer-checked:bg-emerald-600 peer-checked:text-white',
  absent: 'peer-checked:border-rose-600 peer-checked:bg-rose-600 peer-checked:text-white',
  late: 'peer-checked:border-amber-500 peer-checked:bg-amber-400 peer-checked:text-amber-950',
};

/**
 * A pupil's three marks as large buttons for a thumb: native radios (arrow keys move between them, the
 * group is named by the pupil), each covering its button so a tap lands on the radio itself.
 */
export function MarkChoice({ childId, labelledBy, describedBy, mark, isInvalid, onChange }: Props) {
  const { i18n } = useLingui();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      className="grid grid-cols-3 gap-2"
    >
      {ROLL_CALL_MARKS.map((value) => (
        <label key={value} className="relative">
          <input
            type="radio"
            name={`mark-${childId}`}
            value={value}
            checked={mark === value}
            onChange={() => onChange(value)}
            className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
          <span
            className={cn(
              'pointer-events-none flex h-12 items-center justify-center rounded-xl border-2 px-1 text-sm font-semibold transition-colors',
              isInvalid ? 'border-rose-400 bg-rose-50 text-slate-800' : 'border-slate-300 bg-white text-slate-700',
              CHECKED[value],
            )}
          >
            {i18n._(MARK_LABELS[value])}
          </span>
        </label>
      ))}
    </div>
  );
}
