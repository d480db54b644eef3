import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { hasReadFailed } from '../../../../lib/query-client';
import { useIsOffice } from '../../../lib/use-is-office';
import { useConcerns } from '../api/concerns';
import { useConductEntries } from '../api/conduct-entries';
import { ConcernForm } from './concern-form';
import { ConcernList } from './concern-list';
import { ConductEntryForm } from './conduct-entry-form';
import { ConductEntryList } from './conduct-entry-list';
import { FirstOfList } from './first-of-list';

/** Without a pupil, how many of each list's newest entries are shown at first. */
const RECENT = 10;

/** The pupil written for, or null for the recent entries of every pupil the caller reaches (no form then). */
type Props = { pupil: { id: number; name: string } | null };

/** Rewards and sanctions: the form to add one for the pupil, then the list. */
export function ConductSection({ pupil }: Props) {
  const { t } = useLingui();
  const entries = useConductEntries(pupil?.id ?? null);
  const label = t`Rewards and sanctions`;
  return (
    <Section
      id="conduct-entries"
      title={label}
      form={pupil ? <ConductEntryForm key={pupil.id} childId={pupil.id} pupilName={pupil.name} /> : null}
      isBusy={entries.isFetching}
    >
      {hasReadFailed(entries) ? (
        <InlineError message={t`The rewards and sanctions could not be loaded.`} onRetry={() => void entries.refetch()} />
      ) : !entries.data ? (
        <Skeleton rows={3} />
      ) : entries.data.length === 0 ? (
        <EmptyState message={t`No rewards or sanctions yet.`} />
      ) : (
        <FirstOfList items={entries.data} limit={pupil ? null : RECENT}>
          {(shown) => <ConductEntryList entries={shown} label={label} hasPupil={pupil !== null} />}
        </FirstOfList>
      )}
    </Section>
  );
}

/**
 * Concerns: the form to raise one for the pupil, then the list with the family's acknowledgement. A
 * teacher reads the concerns they raised only (decision 084): the section says so, and an empty list
 * says "by you", so a colleague's concern about the pupil is not taken as none at all.
 */
export function ConcernsSection({ pupil }: Props) {
  const { t } = useLingui();
  const isOffice = useIsOffice();
  const concerns = useConcerns(pupil?.id ?? null);
  const label = t`Concerns`;
  return (
    <Section
      id="conduct-concerns"
      title={label}
      note={isOffice ? null : t`The concerns you raise are read by you and the office only.`}
      form={pupil ? <ConcernForm key={pupil.id} childId={pupil.id} pupilName={pupil.name} /> : null}
      isBusy={concerns.isFetching}
    >
      {hasReadFailed(concerns) ? (
        <InlineError message={t`The concerns could not be loaded.`} onRetry={() => void concerns.refetch()} />
      ) : !concerns.data ? (
        <Skeleton rows={3} />
      ) : concerns.data.length === 0 ? (
        <EmptyState message={isOffice ? t`No concerns yet.` : t`No concerns raised by you yet.`} />
      ) : (
        <FirstOfList items={concerns.data} limit={pupil ? null : RECENT}>
          {(shown) => <ConcernList concerns={shown} label={label} hasPupil={pupil !== null} />}
        </FirstOfList>
      )}
    </Section>
  );
}

type SectionProps = { id: string; title: string; note?: string | null; form: ReactNode; isBusy: boolean; children: ReactNode };

/** A section's title, its form, then its list: only the list is marked busy while it is asked again, not the form's message. */
function Section({ id, title, note, form, isBusy, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-4">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {note ? <p className="text-sm text-slate-600">{note}</p> : null}
      </div>
      {form}
      <div aria-busy={isBusy} className="grid gap-4">
        {children}
      </div>
    </section>
  );
}
