import { Trans, useLingui } from '@lingui/react/macro';
import { LATE_MINUTES_MAX, type TRegisterPupil, type TRollCallMark } from '@carnet/contract';
import { inputClass, inputStateClass } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';
import type { PupilDraft } from '../register-draft';
import { FamilyWord } from './family-word';
import { MarkChoice } from './mark-choice';

type Props = {
  pupil: TRegisterPupil;
  draft: PupilDraft;
  problem: 'unmarked' | 'minutes' | null;
  onMark: (mark: TRollCallMark) => void;
  onMinutes: (minutes: string) => void;
};

/** One pupil: the name, the three marks, and the minutes once Late is chosen. */
export function RegisterRow({ pupil, draft, problem, onMark, onMinutes }: Props) {
  const { t } = useLingui();
  const nameId = `pupil-${pupil.childId}`;
  const minutesId = `late-${pupil.childId}`;
  const name = `${pupil.firstName} ${pupil.lastName}`;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(10rem,1fr)_minmax(18rem,24rem)] sm:items-center sm:gap-4">
      <div className="flex flex-col gap-1">
        <p id={nameId} className="font-medium text-slate-900">
          {name}
        </p>
        <FamilyWord word={pupil.familyWord} id={`family-word-${pupil.childId}`} />
      </div>
      <MarkChoice
        childId={pupil.childId}
        labelledBy={nameId}
        describedBy={pupil.familyWord ? `family-word-${pupil.childId}` : undefined}
        mark={draft.mark}
        isInvalid={problem === 'unmarked'}
        onChange={onMark}
      />
      {draft.mark === 'late' ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:col-start-2">
          <label htmlFor={minutesId} className="text-sm font-medium text-slate-700">
            <Trans>
              Minutes late<span className="sr-only"> for {name}</span>
            </Trans>
          </label>
          <input
            id={minutesId}
            type="number"
            inputMode="numeric"
            min={1}
            max={LATE_MINUTES_MAX}
            step={1}
            value={draft.lateMinutes}
            onChange={(event) => onMinutes(event.target.value)}
            aria-invalid={problem === 'minutes' || undefined}
            aria-describedby={problem === 'minutes' ? `${minutesId}-error` : undefined}
            className={cn(inputClass.replace('w-full', 'w-24'), inputStateClass(problem === 'minutes'))}
          />
          {problem === 'minutes' ? (
            <p id={`${minutesId}-error`} className="basis-full text-sm text-rose-700">
              {t`Enter the minutes late, from 1 to ${LATE_MINUTES_MAX}.`}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
