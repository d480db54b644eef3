import { Trans, useLingui } from '@lingui/react/macro';
import type { TConductEntry } from '@carnet/contract';
import { KIND_LABELS } from './conduct-labels';
import { EntryCard } from './entry-card';

type Props = { entries: readonly TConductEntry[]; label: string; hasPupil: boolean };

const KIND_CLASS = {
  reward: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  sanction: 'bg-rose-50 text-rose-700 ring-rose-600/15',
};

/** Rewards and sanctions, newest first: one card each, the pupil's name when the list mixes pupils. */
export function ConductEntryList({ entries, label, hasPupil }: Props) {
  const { t } = useLingui();
  return (
    <ul aria-label={label} className="grid gap-3">
      {entries.map((entry) => {
        const responsible = entry.responsible;
        return (
          <EntryCard
            key={entry.id}
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
          </EntryCard>
        );
      })}
    </ul>
  );
}
