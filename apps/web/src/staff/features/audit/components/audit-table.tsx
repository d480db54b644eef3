import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAuditEntry } from '@carnet/contract';
import { formatInstantTime, formatShortDate } from '../../../../lib/dates';
import { auditDiff } from './audit-diff';
import { ACTION_NAMES, ENTITY_NAMES, FIELD_NAMES } from './audit-names';

/** The lines of one page: when (the school's clock), who, what was done to which record, about which pupil, and what changed. */
export function AuditTable({ entries }: { entries: TAuditEntry[] }) {
  const { t, i18n } = useLingui();
  const name = (names: Record<string, MessageDescriptor>, key: string) => {
    const descriptor = names[key];
    return descriptor ? i18n._(descriptor) : key;
  };
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={t`Audit log lines`}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200/80 bg-white shadow-xs"
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>When</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Who</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Action</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>What</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Pupil</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Before → after</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {entries.map((entry) => {
            const diff = auditDiff(entry.before, entry.after);
            return (
              <tr key={entry.id}>
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                  {formatShortDate(entry.at)} {formatInstantTime(entry.at)}
                </td>
                <td className="px-3 py-2 text-slate-900">{entry.userName}</td>
                <td className="px-3 py-2">{name(ACTION_NAMES, entry.action)}</td>
                <td className="px-3 py-2">
                  {name(ENTITY_NAMES, entry.entity)}
                  {entry.entityId !== null ? <span className="text-slate-500"> #{entry.entityId}</span> : null}
                </td>
                <td className="px-3 py-2">{entry.pupilName ?? <span className="text-slate-400">–</span>}</td>
                <td className="px-3 py-2">
                  {diff.length === 0 ? (
                    <span className="text-slate-400">–</span>
                  ) : (
                    <dl className="flex max-w-md flex-col gap-1">
                      {diff.map((row) => (
                        <div key={row.field} className="break-words">
                          {row.field ? <dt className="font-medium text-slate-700">{name(FIELD_NAMES, row.field)}</dt> : null}
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
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
