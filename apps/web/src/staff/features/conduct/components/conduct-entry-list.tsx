import { Trans, useLingui } from '@lingui/react/macro';
import type { TConductEntry } from '@carnet/contract';
import { useWithdrawConductEntry } from '../api/conduct-edits';
import { useEditing } from '../use-editing';
import { KIND_LABELS } from './conduct-labels';
import { ConductEntryEdit } from './conduct-entry-edit';
import { EntryActions } from './entry-actions';
import { EntryCard } from './entry-card';

type Props = { entries: readonly TConductEntry[]; label: string; hasPupil: boolean };

const KIND_CLASS = {
  reward: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  sanction: 'bg-rose-50 text-rose-700 ring-rose-600/15',
};

/** Rewards and sanctions, newest first: one card each, the pupil's name when the list mixes pupils. */
export function ConductEntryList({ entries, label, hasPupil }: Props) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {entries.map((entry) => (
        <ConductEntryItem key={entry.id} entry={entry} hasPupil={hasPupil} />
      ))}
    </ul>
  );
}

/** One card, or its correction's form in its place; Withdraw asks first (decision 096). */
function ConductEntryItem({ entry, hasPupil }: { entry: TConductEntry; hasPupil: boolean }) {
  const { t } = useLingui();
  const editing = useEditing();
  const withdraw = useWithdrawConductEntry(entry.id);
  if (editing.isEditing) {
    return (
      <li>
        <ConductEntryEdit entry={entry} onDone={editing.finish} />
      </li>
    );
  }
  const responsible = entry.responsible;
  return (
    <EntryCard
      badge={t(KIND_LABELS[entry.kind])}
      badgeClass={KIND_CLASS[entry.kind]}
      date={entry.date}
      pupil={hasPupil ? null : entry.pupil}
      title={entry.subject}
      text={entry.resume}
    >
      {responsible ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>By {responsible}</Trans>
        </p>
      ) : null}
      <EntryActions
        title={entry.subject}
        withdrawNote={<Trans>The family no longer sees it and is told it was withdrawn. The audit log keeps it.</Trans>}
        withdraw={withdraw}
        onEdit={editing.startEditing}
        saved={editing.saved}
      />
    </EntryCard>
  );
}
