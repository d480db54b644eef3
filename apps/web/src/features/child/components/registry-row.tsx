import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { TRegistryItem } from '@carnet/contract';
import { DateText } from '../../../components/date-text';
import { formatInstantTime } from '../../../lib/dates';
import { RegistryStatusBadge } from './registry-status-badge';

/**
 * One registry entry in a list: the lesson with its date and start time (or the whole day, with no
 * time), and its status; `children` follow (a certificate). The home page shows it too.
 */
export function RegistryRow({ entry, children }: { entry: TRegistryItem; children?: ReactNode }) {
  const time = entry.subject ? formatInstantTime(entry.date) : null;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-40">
        <p className="text-sm font-medium text-slate-900">{entry.subject ? entry.subject.name : <Trans>Whole day</Trans>}</p>
        <p className="text-sm text-slate-500">
          <DateText value={entry.date} />
          {time ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="whitespace-nowrap">{time}</span>
            </>
          ) : null}
        </p>
      </div>
      <RegistryStatusBadge statut={entry.statut} isExcused={entry.excused} />
      {children}
    </li>
  );
}
