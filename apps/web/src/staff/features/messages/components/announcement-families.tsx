import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Eye, EyeOff } from 'lucide-react';
import { useId } from 'react';
import type { TAnnouncementFamily, TStaffAnnouncement } from '@carnet/contract';
import { EmptyState } from '../../../../components/empty-state';
import { ShowOlderButton } from '../../../../components/show-older-button';
import { SearchBox } from '../../../components/search-box';
import { useOlderPages } from '../../../../lib/api/use-older-pages';
import { cn } from '../../../../lib/cn';
import { announcementFamiliesParser } from '../api/announcements';
import { staffAnnouncementKeys } from '../api/messages-keys';
import { formatMoment } from '../message-dates';
import type { FamilyStatus } from '../announcement-rules';

type Props = {
  announcement: TStaffAnnouncement;
  nextPath: string | null;
  status: FamilyStatus;
  onStatus: (status: FamilyStatus) => void;
  q: string;
  onSearch: (q: string) => void;
};

/**
 * The families it reached, by name, filtered: all, those that have not read it, those that have not
 * acknowledged; and by part of their name, which keeps the state chosen.
 */
export function AnnouncementFamilies({ announcement: a, nextPath, status, onStatus, q, onSearch }: Props) {
  const { t } = useLingui();
  const id = useId();
  const older = useOlderPages(staffAnnouncementKeys.one(a.id, status, q), nextPath, announcementFamiliesParser);
  const families = [...a.families, ...older.items];
  const { families: all, read, acknowledged } = a.counts;
  const unread = all - read;
  const notAcknowledged = all - acknowledged;
  const filters: Array<{ value: FamilyStatus; label: string }> = [
    { value: 'all', label: t`All (${all})` },
    { value: 'unread', label: t`Not read (${unread})` },
    ...(a.asksAcknowledgement ? [{ value: 'notAcknowledged' as const, label: t`Not acknowledged (${notAcknowledged})` }] : []),
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        <Trans>Families</Trans>
      </h2>
      <SearchBox id={`${id}-search`} label={t`Search by family or pupil name`} value={q} onChange={onSearch} />
      <fieldset>
        <legend className="sr-only">
          <Trans>Show</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <label
              key={filter.value}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                status === filter.value
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name={`${id}-status`}
                value={filter.value}
                checked={status === filter.value}
                onChange={() => onStatus(filter.value)}
                className="sr-only"
              />
              {filter.label}
            </label>
          ))}
        </div>
      </fieldset>
      {families.length === 0 ? (
        <EmptyState message={q ? t`No family of this name here.` : t`No family here.`} />
      ) : (
        <ul
          aria-label={t`Families`}
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
        >
          {families.map((family) => (
            <li key={family.familyId} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  <FamilyName name={family.familyName} />
                </span>
                <span className="block text-sm text-slate-600">{family.pupils.join(', ')}</span>
              </span>
              <FamilyState family={family} asksAcknowledgement={a.asksAcknowledgement} />
            </li>
          ))}
        </ul>
      )}
      <ShowOlderButton label={t`Show more families`} errorMessage={t`The other families could not be loaded.`} pages={older} />
    </section>
  );
}

function FamilyName({ name: familyName }: { name: string }) {
  return <Trans>{familyName} family</Trans>;
}

function FamilyState({ family, asksAcknowledgement }: { family: TAnnouncementFamily; asksAcknowledgement: boolean }) {
  if (family.acknowledgedAt) {
    const when = formatMoment(family.acknowledgedAt);
    const by = family.acknowledgedBy ?? '';
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        <Trans>
          Acknowledged by {by}, {when}
        </Trans>
      </span>
    );
  }
  if (family.readAt) {
    const when = formatMoment(family.readAt);
    return (
      <span className={cn('inline-flex items-center gap-1.5 text-sm', asksAcknowledgement ? 'text-amber-800' : 'text-slate-700')}>
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        {asksAcknowledgement ? <Trans>Read on {when}, not acknowledged</Trans> : <Trans>Read on {when}</Trans>}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
      <EyeOff aria-hidden="true" className="size-4 shrink-0" />
      <Trans>Not read</Trans>
    </span>
  );
}
