import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  COEFFICIENT_MAX,
  COMPETENCIES_PER_ASSESSMENT_MAX,
  DEFAULT_OUT_OF,
  OUT_OF_MAX,
  type TAssessmentKind,
  type TAssessmentRequest,
  type TStaffAssessment,
} from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { FormError, controlClass } from '../../../../components/form-controls';
import { cn } from '../../../../lib/cn';
import { schoolToday } from '../../../../lib/dates';
import { KIND_LABELS } from '../marks-labels';
import { CompetencyPicker } from './competency-picker';

export type AssessmentFields = Omit<TAssessmentRequest, 'groupId'>;
type Props = {
  /** The assessment edited; a new one when absent (its kind is chosen only then: it never changes). */
  assessment?: TStaffAssessment;
  isPending: boolean;
  /** The server's refusal, shown by its message. */
  serverError: string | null;
  onSubmit: (fields: AssessmentFields) => void;
  onCancel: () => void;
};

/** A new assessment or its changes: title, date, kind (a mark out of a total, or competencies), coefficient. */
export function AssessmentForm({ assessment, isPending, serverError, onSubmit, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [title, setTitle] = useState(assessment?.title ?? '');
  const [date, setDate] = useState(assessment?.date ?? schoolToday());
  const [kind, setKind] = useState<TAssessmentKind>(assessment?.kind ?? 'mark');
  const [outOf, setOutOf] = useState(String(assessment?.outOf ?? DEFAULT_OUT_OF));
  const [coefficient, setCoefficient] = useState(String(assessment?.coefficient ?? 1));
  const [competencyIds, setCompetencyIds] = useState<number[]>(assessment?.competencies.map((competency) => competency.id) ?? []);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const total = Number(outOf);
    const weight = Number(coefficient.replace(',', '.'));
    if (title.trim() === '') return setProblem(t`Give the assessment a title.`);
    if (kind === 'mark' && !(Number.isInteger(total) && total >= 1 && total <= OUT_OF_MAX))
      return setProblem(t`Out of: a whole number from 1 to ${OUT_OF_MAX}.`);
    if (coefficient.trim() === '' || !(weight >= 0 && weight <= COEFFICIENT_MAX))
      return setProblem(t`Coefficient: a number from 0 to ${COEFFICIENT_MAX}.`);
    if (kind === 'competencies' && (competencyIds.length === 0 || competencyIds.length > COMPETENCIES_PER_ASSESSMENT_MAX))
      return setProblem(t`Choose from 1 to ${COMPETENCIES_PER_ASSESSMENT_MAX} competencies.`);
    setProblem(null);
    onSubmit({
      title: title.trim(),
      date,
      kind,
      coefficient: weight,
      ...(kind === 'mark' ? { outOf: total } : { competencyIds }),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Labelled id={`${id}-title`} label={t`Title`}>
          <input id={`${id}-title`} value={title} onChange={(event) => setTitle(event.target.value)} className={controlClass()} />
        </Labelled>
        <Labelled id={`${id}-date`} label={t`Date`}>
          <input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} className={controlClass()} />
        </Labelled>
      </div>
      {assessment ? null : (
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{t`Kind`}</legend>
          <div className="flex flex-wrap gap-2">
            {(['mark', 'competencies'] as const).map((value) => (
              <label
                key={value}
                className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 has-checked:border-brand-500 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-kind`}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className="size-4 accent-brand-600"
                />
                {i18n._(KIND_LABELS[value])}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-4">
        {kind === 'mark' ? (
          <Labelled id={`${id}-out-of`} label={t`Out of`}>
            <input
              id={`${id}-out-of`}
              inputMode="numeric"
              value={outOf}
              onChange={(event) => setOutOf(event.target.value)}
              className={cn(controlClass(), 'h-11 w-28')}
            />
          </Labelled>
        ) : null}
        <Labelled id={`${id}-coefficient`} label={t`Coefficient`}>
          <input
            id={`${id}-coefficient`}
            inputMode="decimal"
            value={coefficient}
            onChange={(event) => setCoefficient(event.target.value)}
            className={cn(controlClass(), 'h-11 w-28')}
          />
        </Labelled>
      </div>
      {kind === 'competencies' ? (
        <CompetencyPicker chosen={competencyIds} kept={assessment?.competencies ?? []} onChange={setCompetencyIds} />
      ) : null}
      <FormError message={problem ?? serverError} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isPending} className={buttonClass('primary', 'md', 'h-11')}>
          {assessment ? <Trans>Save the assessment</Trans> : <Trans>Create the assessment</Trans>}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md', 'h-11')}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}
