import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AUDIT_ACTIONS } from '@carnet/contract';
import { cn } from '../../../../lib/cn';
import { type AuditFilter, useAuditFilters } from '../api/audit';
import { ACTION_NAMES } from './audit-names';

const inputClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs';
const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

type Props = { filter: AuditFilter; onChange: (change: Partial<AuditFilter>) => void };

/** By person (everyone who appears in the log), by pupil (searched by name), by action, and by a range of days. */
export function AuditFilters({ filter, onChange }: Props) {
  const { t, i18n } = useLingui();
  const choices = useAuditFilters();
  const [pupilSearch, setPupilSearch] = useState('');
  const people = choices.data?.people ?? [];
  const search = pupilSearch.trim().toLocaleLowerCase();
  const pupils = (choices.data?.pupils ?? []).filter((p) => p.id === filter.pupilId || p.name.toLocaleLowerCase().includes(search));
  const toId = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <form
      role="search"
      aria-label={t`Filter the audit log`}
      onSubmit={(e) => e.preventDefault()}
      className="mb-6 grid gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-6"
    >
      <div>
        <label htmlFor="audit-person" className={labelClass}>
          <Trans>Person</Trans>
        </label>
        <select
          id="audit-person"
          className={inputClass}
          value={filter.userId ?? ''}
          onChange={(e) => onChange({ userId: toId(e.target.value) })}
        >
          <option value="">{t`Everyone`}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-pupil-search" className={labelClass}>
          <Trans>Search a pupil</Trans>
        </label>
        <input
          id="audit-pupil-search"
          type="search"
          className={inputClass}
          value={pupilSearch}
          onChange={(e) => setPupilSearch(e.target.value)}
          aria-controls="audit-pupil"
        />
      </div>
      <div>
        <label htmlFor="audit-pupil" className={labelClass}>
          <Trans>Pupil</Trans>
        </label>
        <select
          id="audit-pupil"
          className={inputClass}
          value={filter.pupilId ?? ''}
          onChange={(e) => onChange({ pupilId: toId(e.target.value) })}
        >
          <option value="">{t`All pupils`}</option>
          {pupils.map((pupil) => (
            <option key={pupil.id} value={pupil.id}>
              {pupil.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-action" className={labelClass}>
          <Trans>Action</Trans>
        </label>
        <select
          id="audit-action"
          className={inputClass}
          value={filter.action ?? ''}
          onChange={(e) => onChange({ action: AUDIT_ACTIONS.find((action) => action === e.target.value) })}
        >
          <option value="">{t`All actions`}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {i18n._(ACTION_NAMES[action])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-from" className={labelClass}>
          <Trans>From</Trans>
        </label>
        <input
          id="audit-from"
          type="date"
          className={inputClass}
          value={filter.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </div>
      <div>
        <label htmlFor="audit-to" className={labelClass}>
          <Trans>To</Trans>
        </label>
        <input
          id="audit-to"
          type="date"
          className={cn(inputClass)}
          value={filter.to ?? ''}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </div>
    </form>
  );
}
