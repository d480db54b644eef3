import { Trans, useLingui } from '@lingui/react/macro';
import type { TFormAnswers } from '@carnet/contract';
import { EmptyState } from '../../../../components/empty-state';
import { formatDate } from '../../../../lib/dates';
import { cn } from '../../../../lib/cn';

const whenFormat: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/** One line per pupil asked: who, their class, whether the family answered and when. */
export function AnswersTable({ pupils }: { pupils: TFormAnswers['pupils'] }) {
  const { t } = useLingui();
  if (pupils.length === 0) return <EmptyState message={t`Nobody has been asked yet.`} />;
  return (
    <div className="rounded-2xl border border-slate-200/80 bg-white shadow-xs">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Pupils asked</Trans>
        </caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
              <Trans>Pupil</Trans>
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
              <Trans>Class</Trans>
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
              <Trans>Answer</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {pupils.map((pupil) => (
            <tr key={pupil.requestId}>
              <th scope="row" className="px-3 py-2.5 font-medium text-slate-900 sm:px-4">
                {pupil.pupil}
              </th>
              <td className="px-3 py-2.5 text-slate-700 sm:px-4">{pupil.className}</td>
              <td className="px-3 py-2.5 sm:px-4">
                <span
                  className={cn(
                    'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
                    pupil.completed ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' : 'bg-amber-50 text-amber-800 ring-amber-600/20',
                  )}
                >
                  {pupil.completed ? <Trans>Answered</Trans> : <Trans>Not answered</Trans>}
                </span>
                {pupil.completedAt ? (
                  <span className="mt-1 block text-slate-600 tabular-nums">{formatDate(pupil.completedAt, whenFormat)}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
