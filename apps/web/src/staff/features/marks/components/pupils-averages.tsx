import { useLingui } from '@lingui/react/macro';
import type { TClassFigures, TStaffMarksGroupTerm } from '@carnet/contract';
import { EmptyState } from '../../../../components/empty-state';
import { formatMark } from '../marks-format';

/** Each pupil's average in the subject for the term, out of 20, and the class's average, lowest and highest. */
export function PupilsAverages({ pupils, classFigures }: Pick<TStaffMarksGroupTerm, 'pupils' | 'classFigures'>) {
  const { t } = useLingui();
  if (pupils.length === 0) return <EmptyState message={t`No pupil in this group.`} />;
  return (
    <div className="grid gap-4">
      <ClassFigures figures={classFigures} />
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Averages out of 20`}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Pupil`}</th>
            <th scope="col" className="py-2 text-right font-medium">{t`Average /20`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {pupils.map((pupil) => (
            <tr key={pupil.childId}>
              <th scope="row" className="py-2 pr-3 font-normal">
                {pupil.lastName} {pupil.firstName}
              </th>
              <td className="py-2 text-right tabular-nums">{formatMark(pupil.average)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ClassFigures({ figures }: { figures: TClassFigures }) {
  const { t } = useLingui();
  const items = [
    { label: t`Class average`, value: figures.average },
    { label: t`Lowest`, value: figures.lowest },
    { label: t`Highest`, value: figures.highest },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-600">{item.label}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{formatMark(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
