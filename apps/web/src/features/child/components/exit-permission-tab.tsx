import { DoorOpen } from 'lucide-react';
import type { TChild } from '@carnet/contract';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';

/** Each exit permission: its type and the days it applies to. */
export function ExitPermissionTab({ permissions }: { permissions: TChild['exitPermissions'] }) {
  return (
    <Card title="Exit permission" titleId="child-exit-permission" icon={<DoorOpen className="size-4" />}>
      {permissions.length === 0 ? (
        <EmptyState message="No exit permission recorded" />
      ) : (
        <ul className="flex flex-col gap-3">
          {permissions.map((permission, index) => (
            <li key={`${permission.type}-${index}`} className="rounded-xl border border-slate-200 p-4">
              <h3 className="text-sm font-semibold text-slate-900">{permission.type}</h3>
              <ul aria-label={`Days: ${permission.type}`} className="mt-2.5 flex flex-wrap gap-1.5">
                {permission.days.map((day) => (
                  <li key={day} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                    {day}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
