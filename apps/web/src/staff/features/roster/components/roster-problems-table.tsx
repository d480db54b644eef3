import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleExclamationPoint } from 'lucide-react';
import type { TRosterProblem } from '@carnet/contract';
import { TableRegion, cellClass, numberCellClass } from './table-region';

/** A refused file: nothing was written, and every problem found, where it is (file, line, column) and what. */
export function RosterProblemsTable({ problems }: { problems: TRosterProblem[] }) {
  const { t } = useLingui();
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
      <TableRegion
        caption={t`Problems in the file`}
        columns={[{ label: t`File` }, { label: t`Line`, isNumber: true }, { label: t`Column` }, { label: t`Problem` }]}
        className="min-w-[34rem]"
      >
        {problems.map((problem, index) => (
          // The same place may have two problems, listed in the server's order: the index keeps them apart.
          <tr key={`${index}-${problem.file}-${problem.line}`}>
            <td className={`${cellClass} whitespace-nowrap text-slate-900`}>{problem.file}</td>
            <td className={numberCellClass}>{problem.line ?? '–'}</td>
            <td className={`${cellClass} [overflow-wrap:anywhere] text-slate-800`}>{problem.column ?? '–'}</td>
            <td className={`${cellClass} text-slate-800`}>{problem.message}</td>
          </tr>
        ))}
      </TableRegion>
    </div>
  );
}
