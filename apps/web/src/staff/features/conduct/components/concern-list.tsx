import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Clock, Lock } from 'lucide-react';
import type { TStaffConcern } from '@carnet/contract';
import { formatInstantTime, formatLongDate } from '../../../../lib/dates';
import { useWithdrawConcern } from '../api/conduct-edits';
import { useEditing } from '../use-editing';
import { ConcernEdit } from './concern-edit';
import { concernTypeLabel } from './conduct-labels';
import { EntryActions } from './entry-actions';
import { EntryCard } from './entry-card';

type Props = { concerns: readonly TStaffConcern[]; label: string; hasPupil: boolean };

/** Concerns, newest first, each with whether (and when) the family acknowledged it, or that it is staff only. */
export function ConcernList({ concerns, label, hasPupil }: Props) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {concerns.map((concern) => (
        <ConcernItem key={concern.id} concern={concern} hasPupil={hasPupil} />
      ))}
    </ul>
  );
}

/** One card, or its correction's form in its place; Withdraw asks first (decision 096). */
function ConcernItem({ concern, hasPupil }: { concern: TStaffConcern; hasPupil: boolean }) {
  const editing = useEditing();
  const withdraw = useWithdrawConcern(concern.id);
  if (editing.isEditing) {
    return (
      <li>
        <ConcernEdit concern={concern} onDone={editing.finish} />
      </li>
    );
  }
  return (
    <EntryCard
      badge={concernTypeLabel(concern.type)}
      badgeClass="bg-amber-50 text-amber-800 ring-amber-600/20"
      date={concern.date}
      pupil={hasPupil ? null : concern.pupil}
      title={concern.reason}
      text={concern.comment}
    >
      <RaisedBy name={concern.raisedBy} />
      {concern.staffOnly ? <StaffOnlyNote /> : <Acknowledgement concern={concern} />}
      <EntryActions
        title={concern.reason}
        withdrawNote={
          concern.staffOnly ? (
            <Trans>It is removed from the staff's pages. The audit log keeps it.</Trans>
          ) : (
            <Trans>The parents no longer see it and are told it was withdrawn. The audit log keeps it.</Trans>
          )
        }
        withdraw={withdraw}
        onEdit={editing.startEditing}
        saved={editing.saved}
      />
    </EntryCard>
  );
}

function StaffOnlyNote() {
  const { t } = useLingui();
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-slate-700">
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      {t`Staff only: the family is not told and does not see it`}
    </p>
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
