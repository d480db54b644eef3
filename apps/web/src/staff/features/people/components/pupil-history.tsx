import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ZAuditPage, staffPaths } from '@carnet/contract';
import { Card } from '../../../../components/card';
import { EmptyState } from '../../../../components/empty-state';
import { Skeleton } from '../../../../components/skeleton';
import { api } from '../../../../lib/api-client';
import { formatInstantTime, formatLongDate } from '../../../../lib/dates';

const ACTIONS: Record<string, MessageDescriptor> = {
  create: msg`created`,
  update: msg`changed`,
  move: msg`moved to another class`,
  deactivate: msg`deactivated`,
  reactivate: msg`reactivated`,
  read: msg`read`,
  remove: msg`removed`,
  publish: msg`published`,
  withdraw: msg`withdrawn`,
};

const ENTITIES: Record<string, MessageDescriptor> = {
  pupil: msg`Pupil record`,
  'pupil-photo': msg`Photo`,
  medical: msg`Medical records`,
  allergies: msg`Allergies`,
  concerns: msg`Concerns`,
  account: msg`Account`,
};

const className = (value: unknown) => (value && typeof value === 'object' && 'class_name' in value ? String(value.class_name) : null);

/** The last lines of the audit log about this pupil: who did or read what, and when (a move names both classes). */
export function PupilHistory({ pupilId }: { pupilId: number }) {
  const { t, i18n } = useLingui();
  const audit = useQuery({
    queryKey: ['staff', 'pupils', 'audit', { pupilId }],
    queryFn: ({ signal }) => api.get(`${staffPaths.audit}?pupilId=${pupilId}`, ZAuditPage, signal),
  });
  return (
    <Card title={t`History`} titleId="pupil-history">
      {audit.isPending ? (
        <Skeleton rows={2} />
      ) : !audit.data || audit.data.entries.length === 0 ? (
        <EmptyState message={t`Nothing recorded yet.`} />
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {audit.data.entries.slice(0, 10).map((entry) => {
            const entity = ENTITIES[entry.entity] ? i18n._(ENTITIES[entry.entity]!) : entry.entity;
            const action = ACTIONS[entry.action] ? i18n._(ACTIONS[entry.action]!) : entry.action;
            const from = className(entry.before);
            const to = className(entry.after);
            const date = formatLongDate(entry.at);
            const who = entry.userName;
            const time = formatInstantTime(entry.at) ?? '';
            return (
              <li key={entry.id} className="rounded-lg border border-slate-100 px-3 py-2">
                <span className="font-medium text-slate-900">{t`${entity}: ${action}`}</span>
                {entry.action === 'move' && from && to ? (
                  <span className="text-slate-700">
                    {' '}
                    ({from} → {to})
                  </span>
                ) : null}
                <span className="block text-slate-600">{t`${who}, ${date} ${time}`}</span>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
