import { useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import { ratePassword, type StrengthLevel } from '../password-strength';

const barClass: Record<StrengthLevel, string> = {
  empty: 'bg-slate-200',
  tooShort: 'bg-rose-500',
  weak: 'bg-amber-500',
  fair: 'bg-sky-600',
  strong: 'bg-emerald-600',
};

/** The live hint under a new password: four bars and a sentence, read out politely as it changes. */
export function StrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useLingui();
  const strength = ratePassword(password);
  const { missing } = strength;
  const text: Record<StrengthLevel, string> = {
    empty: t`At least 12 characters. A few words with digits or symbols are easy to remember and hard to guess.`,
    tooShort: t`Too short: ${missing} more characters needed.`,
    weak: t`Weak: mix in capitals, digits or symbols, or make it longer.`,
    fair: t`Fair: a little longer would make it strong.`,
    strong: t`Strong password.`,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={cn('h-1.5 rounded-full', bar <= strength.score ? barClass[strength.level] : 'bg-slate-200')} />
        ))}
      </div>
      <p id={id} aria-live="polite" className="text-sm text-slate-600">
        {text[strength.level]}
      </p>
    </div>
  );
}
