import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { TStaffAssessment } from '@carnet/contract';
import { EmptyState } from '../../../../components/empty-state';
import { formatInstantTime, formatShortDate } from '../../../../lib/dates';
import { staffPages, withId } from '../../../staff-paths';
import { KIND_LABELS } from '../marks-labels';
import { formatMark } from '../marks-format';

/** The group's assessments in the term, each opening its grid: where it stands, how many pupils are marked, the class's average. */
export function AssessmentsTable({ assessments }: { assessments: TStaffAssessment[] }) {
  const { t, i18n } = useLingui();
  if (assessments.length === 0) return <EmptyState message={t`No assessment in this term yet.`} />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t`Assessments`}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Title`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Date`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Kind`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Out of`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Coefficient`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`State`}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Marked`}</th>
            <th scope="col" className="py-2 font-medium">{t`Class average`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {assessments.map((assessment) => {
            const { markedCount: marked, pupilsCount: pupils } = assessment;
            return (
              <tr key={assessment.id}>
                <th scope="row" className="py-2.5 pr-3 font-medium">
                  <Link to={withId(staffPages.assessment, assessment.id)} className="text-brand-700 underline-offset-2 hover:underline">
                    {assessment.title}
                  </Link>
                </th>
                <td className="py-2.5 pr-3">{formatShortDate(assessment.date)}</td>
                <td className="py-2.5 pr-3">{i18n._(KIND_LABELS[assessment.kind])}</td>
                <td className="py-2.5 pr-3">{assessment.outOf ?? '–'}</td>
                <td className="py-2.5 pr-3">{formatMark(assessment.coefficient)}</td>
                <td className="py-2.5 pr-3">
                  <AssessmentState assessment={assessment} />
                </td>
                <td className="py-2.5 pr-3">{t`${marked} of ${pupils}`}</td>
                <td className="py-2.5">{formatMark(assessment.classFigures?.average ?? null)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** "Draft", "Published, released at 6:00 PM" (waiting for the school's hour), "Released". */
export function AssessmentState({ assessment }: { assessment: Pick<TStaffAssessment, 'state' | 'releaseAt'> }) {
  const { t } = useLingui();
  if (assessment.state === 'draft') return <span className="text-slate-600">{t`Draft`}</span>;
  if (assessment.state === 'released') return <span className="text-emerald-700">{t`Released`}</span>;
  const time = assessment.releaseAt ? formatInstantTime(assessment.releaseAt) : null;
  return (
    <span className="text-amber-800">
      {time ? t`Published, released at ${time}` : t({ message: 'Published', context: 'assessment state' })}
    </span>
  );
}
