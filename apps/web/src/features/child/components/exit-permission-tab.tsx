import { useLingui } from '@lingui/react/macro';
import { DoorOpen } from 'lucide-react';
import type { TChild } from '@carnet/contract';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { exitPermissionLabel } from '../exit-permission-types';
import { weekdayLabel } from '../weekday-label';

/** Each exit permission: its type and the days it applies to. */
export function ExitPermissionTab({ permissions }: { permissions: TChild['exitPermissions'] }) {
  const { i18n, t } = useLingui();
  return (
    <Card title={t`Exit permission`} titleId="child-exit-permission" icon={<DoorOpen className="size-4" />}>
      {permissions.length === 0 ? (
        <EmptyState message={t`No exit permission recorded`} />
      ) : (
        <ul className="flex flex-col gap-3">
          {permissions.map((permission, index) => {
            const type = exitPermissionLabel(permission.type, i18n);
            return (
              <li key={`${permission.type}-${index}`} className="rounded-xl border border-slate-200 p-4">
                <h3 className="text-sm font-semibold text-slate-900">{type}</h3>
                <ul aria-label={t`Days: ${type}`} className="mt-2.5 flex flex-wrap gap-1.5">
                  {permission.days.map((day) => (
                    <li key={day} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                      {weekdayLabel(day)}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
