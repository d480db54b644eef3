import { Trans, useLingui } from '@lingui/react/macro';
import type { TAuditEntry } from '@carnet/contract';
import { formatInstantTime, formatShortDate } from '../../../../lib/dates';

/**
 * The lines of one page: when (the school's clock), then what was done as one sentence with names
 * ('Nadia Roux excused Léa Martin's absence of 26 November'), and the fields it changed with their
 * labels: both worded by the server in the reader's language, so the page and the export say the same.
 */
export function AuditTable({ entries }: { entries: TAuditEntry[] }) {
  const { t } = useLingui();
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={t`Audit log lines`}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200/80 bg-white shadow-xs"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>When</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>What was done</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Before → after</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                {formatShortDate(entry.at)} {formatInstantTime(entry.at)}
              </td>
              <td className="px-3 py-2 text-slate-900">{entry.sentence}</td>
              <td className="px-3 py-2">
                {entry.changes.length === 0 ? (
                  <span className="text-slate-500">–</span>
                ) : (
                  <dl className="flex max-w-md flex-col gap-1">
                    {entry.changes.map((row) => (
                      <div key={row.field} className="break-words">
                        {row.label ? <dt className="font-medium text-slate-700">{row.label}</dt> : null}
                        <dd className="text-slate-600">
                          <del className="text-rose-700">{row.before ?? '∅'}</del> →{' '}
                          <ins className="text-emerald-800 no-underline">{row.after ?? '∅'}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
