import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TRegistryItem } from '@carnet/contract';
import { DateText } from './date-text';
import { RegistryStatusBadge } from './registry-status-badge';

/** One registry entry in a list: the lesson (or the whole day), its date and status; `children` follow (a certificate). */
export function RegistryRow({ entry, children }: { entry: TRegistryItem; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-40">
        <p className="text-sm font-medium text-slate-900">{entry.subject?.name ?? <Trans>Whole day</Trans>}</p>
        <p className="text-sm text-slate-500">
          <DateText value={entry.date} />
        </p>
      </div>
      <RegistryStatusBadge statut={entry.statut} isExcused={entry.excused} />
      {children}
    </li>
  );
}
