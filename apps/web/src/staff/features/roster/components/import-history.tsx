import { Trans, useLingui } from '@lingui/react/macro';
import type { TRosterImportSummary } from '@carnet/contract';
import { EmptyState } from '../../../../components/empty-state';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { formatInstantTime, formatShortDate } from '../../../../lib/dates';
import { useRosterImports } from '../api/roster-imports';
import { TableRegion, cellClass, firstCellClass, numberCellClass } from './table-region';

const when = (instant: string) => `${formatShortDate(instant)} ${formatInstantTime(instant) ?? ''}`.trim();
const total = (entry: TRosterImportSummary, field: 'created' | 'updated' | 'deactivated') =>
  entry.counts.reduce((sum, line) => sum + line[field], 0);

/** The imports applied so far, newest first: when (the school's clock), by whom, which file, and how much changed. */
export function ImportHistory() {
  const { t } = useLingui();
  const imports = useRosterImports();
  const heading = t`Past imports`;
  const columns = [
    { label: t`Date` },
    { label: t`By` },
    { label: t`File` },
    { label: t`Version` },
    { label: t({ message: 'Created', context: 'records counted' }), isNumber: true },
    { label: t({ message: 'Updated', context: 'records counted' }), isNumber: true },
    { label: t({ message: 'Deactivated', context: 'records counted' }), isNumber: true },
    { label: t`Invitations`, isNumber: true },
  ];
  return (
    <section aria-labelledby="roster-history" className="mt-10 grid gap-4">
      <h2 id="roster-history" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {imports.isPending ? (
        <Skeleton rows={3} />
      ) : imports.isError ? (
        <InlineError message={t`The past imports could not be loaded.`} onRetry={() => void imports.refetch()} />
      ) : imports.data.length === 0 ? (
        <EmptyState message={t`No import yet.`} />
      ) : (
        <TableRegion caption={heading} columns={columns} className="min-w-[52rem]">
          {imports.data.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} />
          ))}
        </TableRegion>
      )}
    </section>
  );
}

function HistoryRow({ entry }: { entry: TRosterImportSummary }) {
  const { t } = useLingui();
  const version = entry.version;
  return (
    <tr>
      <td className={`${firstCellClass} whitespace-nowrap text-slate-700`}>{when(entry.at)}</td>
      {/* Nobody signed in: the import came from the command line (npm run import). */}
      <td className={`${cellClass} text-slate-900`}>{entry.by || t`Command line`}</td>
      <td className={`${cellClass} [overflow-wrap:anywhere] text-slate-800`}>{entry.fileName}</td>
      <td className={`${cellClass} whitespace-nowrap text-slate-700`}>
        <Trans>OneRoster {version}</Trans>
      </td>
      <td className={numberCellClass}>{total(entry, 'created')}</td>
      <td className={numberCellClass}>{total(entry, 'updated')}</td>
      <td className={numberCellClass}>{total(entry, 'deactivated')}</td>
      <td className={numberCellClass}>{entry.invitations}</td>
    </tr>
  );
}
