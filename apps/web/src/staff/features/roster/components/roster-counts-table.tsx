import { useLingui } from '@lingui/react/macro';
import type { TRosterKindCounts } from '@carnet/contract';
import { ROSTER_KIND_NAMES } from './roster-kind-names';
import { TableRegion, firstCellClass, numberCellClass } from './table-region';

/** One line per kind of record: what a check would create, update or deactivate, or what the import did. */
export function RosterCountsTable({ counts, isDryRun }: { counts: TRosterKindCounts[]; isDryRun: boolean }) {
  const { t, i18n } = useLingui();
  const figures = isDryRun
    ? [t`To create`, t`To update`, t`To deactivate`, t`Unchanged`]
    : [
        // A context of their own: elsewhere 'Created' is one record's state ('Créé'), here a count ('Créés').
        t({ message: 'Created', context: 'records counted' }),
        t({ message: 'Updated', context: 'records counted' }),
        t({ message: 'Deactivated', context: 'records counted' }),
        t`Unchanged`,
      ];
  return (
    <TableRegion
      caption={isDryRun ? t`Changes the import will make` : t`Changes the import made`}
      columns={[{ label: t`Records` }, ...figures.map((label) => ({ label, isNumber: true }))]}
    >
      {counts.map((line) => (
        <tr key={line.kind}>
          <th scope="row" className={`${firstCellClass} font-medium text-slate-900`}>
            {i18n._(ROSTER_KIND_NAMES[line.kind])}
          </th>
          <td className={numberCellClass}>{line.created}</td>
          <td className={numberCellClass}>{line.updated}</td>
          <td className={numberCellClass}>{line.deactivated}</td>
          <td className={numberCellClass}>{line.unchanged}</td>
        </tr>
      ))}
    </TableRegion>
  );
}
