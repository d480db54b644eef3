import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TClassFigures, TFamilyAssessment } from '@carnet/contract';
import { formatLongDate } from '../../../lib/dates';
import { formatNumber, formatOutOf } from '../marks-format';
import { CODE_LABELS } from '../marks-labels';
import { CompetencyLevel } from './competency-level';

/** What stands where the mark is: the mark over its total, a code in words, or nothing for competencies. */
function useMarkText(assessment: TFamilyAssessment): string | null {
  const { i18n, t } = useLingui();
  if (assessment.code) return i18n._(CODE_LABELS[assessment.code]);
  if (assessment.kind === 'competencies') return null;
  if (assessment.value === null || assessment.outOf === null) return t`No mark`;
  return formatOutOf(assessment.value, assessment.outOf);
}

/** The class's average on the assessment in its own scale, with the lowest and highest marks. */
function ClassFiguresLine({ figures, outOf }: { figures: TClassFigures; outOf: number }) {
  if (figures.average === null) return null;
  const average = formatOutOf(figures.average, outOf);
  const lowest = figures.lowest === null ? null : formatNumber(figures.lowest);
  const highest = figures.highest === null ? null : formatNumber(figures.highest);
  return (
    <p className="text-xs text-slate-600 tabular-nums">
      <Trans>Class average {average}</Trans>
      {lowest !== null && highest !== null ? (
        <>
          {' · '}
          <Trans>
            lowest {lowest}, highest {highest}
          </Trans>
        </>
      ) : null}
    </p>
  );
}

/** One assessment: its title, date and coefficient, the child's mark or levels, the class's figures, the teacher's comment. */
export function AssessmentItem({ assessment }: { assessment: TFamilyAssessment }) {
  const { t } = useLingui();
  const titleId = useId();
  const markText = useMarkText(assessment);
  const date = formatLongDate(assessment.date);
  const coefficient = formatNumber(assessment.coefficient);
  const outOf = assessment.outOf;
  const figures = assessment.classFigures;
  return (
    <li>
      <article aria-labelledby={titleId} className="flex flex-col gap-2 border-t border-slate-100 pt-3">
        <header className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="font-medium text-slate-900">
              {assessment.title}
            </h3>
            <p className="text-xs text-slate-600">
              {date}
              {' · '}
              <Trans>coefficient {coefficient}</Trans>
            </p>
          </div>
          {markText ? (
            <p className="shrink-0 text-right text-base font-semibold text-slate-900 tabular-nums">
              <span className="sr-only">{t`Mark`} </span>
              {markText}
            </p>
          ) : null}
        </header>
        {figures && outOf !== null ? <ClassFiguresLine figures={figures} outOf={outOf} /> : null}
        {assessment.competencies.length > 0 ? (
          <ul className="flex flex-col gap-1.5">
            {assessment.competencies.map((competency) => (
              <li key={competency.competencyId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
                <span className="text-slate-800">{competency.label}</span>
                <CompetencyLevel level={competency.level} />
              </li>
            ))}
          </ul>
        ) : null}
        {assessment.comment ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <span className="sr-only">{t`Teacher’s comment`} </span>
            {assessment.comment}
          </p>
        ) : null}
      </article>
    </li>
  );
}
