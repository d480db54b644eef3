import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TFamilySubjectMarks, TMarksTerm } from '@carnet/contract';
import { chartPointsOf } from '../marks-chart-rules';
import { AssessmentItem } from './assessment-item';
import { Figure } from './figure';
import { MarksChart } from './marks-chart';

type Props = { subject: TFamilySubjectMarks; term: TMarksTerm | null };

/** A subject in its colour: its teacher, the child's and the class's figures out of 20, the chart, the assessments newest first. */
export function SubjectCard({ subject, term }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const points = chartPointsOf(subject.assessments);
  const hasFigures = subject.average !== null || subject.classFigures.average !== null;
  const newestFirst = [...subject.assessments].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-l-4 border-slate-200/80 bg-white p-4 shadow-xs sm:p-5"
      style={{ borderLeftColor: subject.color }}
    >
      <header className="flex flex-col gap-3">
        <div>
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {subject.subject}
          </h2>
          <p className="text-sm text-slate-600">{subject.teacherName}</p>
        </div>
        {/* Four "None"s say less than one sentence: figures only once a mark counts (competencies give none). */}
        {hasFigures ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            <Figure label={t`Average`} value={subject.average} isMain />
            <Figure label={t`Class average`} value={subject.classFigures.average} />
            <Figure label={t`Lowest`} value={subject.classFigures.lowest} />
            <Figure label={t`Highest`} value={subject.classFigures.highest} />
          </dl>
        ) : null}
        {subject.assessments.length === 0 ? <p className="text-sm text-slate-600">{t`No marks yet in this subject.`}</p> : null}
      </header>
      <MarksChart subject={subject.subject} term={term} points={points} />
      <ul className="flex flex-col gap-3">
        {newestFirst.map((assessment) => (
          <AssessmentItem key={assessment.id} assessment={assessment} />
        ))}
      </ul>
    </section>
  );
}
