import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleExclamationPoint } from 'lucide-react';
import type { TRosterProblem } from '@carnet/contract';
import { TableRegion, cellClass, firstCellClass, numberCellClass } from './table-region';

/** A refused file: nothing was written, and every problem found, where it is (file, line, column) and what. */
export function RosterProblemsTable({ problems }: { problems: TRosterProblem[] }) {
  const { t } = useLingui();
  const caption = t`Problems in the file`;
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-2 rounded-xl bg-rose-50 px-4 py-3 text-rose-900">
        <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <h3 className="text-base font-semibold">
            <Trans>Nothing was imported</Trans>
          </h3>
          <p className="text-sm">
            <Plural
              value={problems.length}
              one="The file has # problem. Correct it in the management system, export again and check the new file."
              other="The file has # problems. Correct them in the management system, export again and check the new file."
            />
          </p>
        </div>
      </div>
      {/* A table from a small tablet up; on a phone, one card per problem, so the problem itself is never out of view. */}
      <div className="hidden sm:block">
        <TableRegion
          caption={caption}
          columns={[{ label: t`File` }, { label: t`Line`, isNumber: true }, { label: t`Column` }, { label: t`Problem` }]}
        >
          {problems.map((problem, index) => (
            // The same place may have two problems, listed in the server's order: the index keeps them apart.
            <tr key={index}>
              <td className={`${firstCellClass} whitespace-nowrap text-slate-900`}>{problem.file}</td>
              <td className={numberCellClass}>{problem.line ?? '–'}</td>
              <td className={`${cellClass} [overflow-wrap:anywhere] text-slate-800`}>{problem.column ?? '–'}</td>
              <td className={`${cellClass} text-slate-800`}>{problem.message}</td>
            </tr>
          ))}
        </TableRegion>
      </div>
      <ul aria-label={caption} className="grid gap-2 sm:hidden">
        {problems.map((problem, index) => (
          <li key={index} className="rounded-xl border border-slate-200/80 bg-white p-3 text-sm shadow-xs">
            <p className="text-slate-900">{problem.message}</p>
            <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
              <Place label={t`File`} value={problem.file} />
              <Place label={t`Line`} value={problem.line} />
              <Place label={t`Column`} value={problem.column} />
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One part of where a problem is; a problem of the whole file has no line or column. */
function Place({ label, value }: { label: string; value: string | number | null }) {
  if (value === null) return null;
  return (
    <div className="flex gap-1">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="[overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}
