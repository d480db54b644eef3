import { Trans } from '@lingui/react/macro';
import { CircleCheck, Clock } from 'lucide-react';
import type { TStaffConcern } from '@carnet/contract';
import { formatInstantTime, formatLongDate } from '../../../../lib/dates';
import { concernTypeLabel } from './conduct-labels';
import { EntryCard } from './entry-card';

type Props = { concerns: readonly TStaffConcern[]; label: string; hasPupil: boolean };

/** Concerns, newest first, each with whether (and when) the family acknowledged it. */
export function ConcernList({ concerns, label, hasPupil }: Props) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {concerns.map((concern) => (
        <EntryCard
          key={concern.id}
          badge={concernTypeLabel(concern.type)}
          badgeClass="bg-amber-50 text-amber-800 ring-amber-600/20"
          date={concern.date}
          pupil={hasPupil ? null : concern.pupil}
          title={concern.reason}
          text={concern.comment}
        >
          <RaisedBy name={concern.raisedBy} />
          <Acknowledgement concern={concern} />
        </EntryCard>
      ))}
    </ul>
  );
}

function RaisedBy({ name }: { name: string }) {
  if (!name) return null;
  return (
    <p className="mt-2 text-sm text-slate-600">
      <Trans>Raised by {name}</Trans>
    </p>
  );
}

function Acknowledgement({ concern }: { concern: TStaffConcern }) {
  if (!concern.acknowledged) {
    return (
      <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <Trans>Not acknowledged yet</Trans>
      </p>
    );
  }
  const at = concern.acknowledgedAt;
  const day = at ? formatLongDate(at) : '';
  const time = at ? (formatInstantTime(at) ?? '') : '';
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-emerald-800">
      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      {at ? (
        <Trans>
          Acknowledged by the family on {day} at {time}
        </Trans>
      ) : (
        <Trans>Acknowledged by the family</Trans>
      )}
    </p>
  );
}
