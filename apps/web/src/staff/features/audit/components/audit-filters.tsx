import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AUDIT_ACTIONS } from '@carnet/contract';
import { cn } from '../../../../lib/cn';
import { type AuditFilter, useAuditFilters } from '../api/audit';
import { ACTION_NAMES } from './audit-names';

const inputClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs';
const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

type Props = { filter: AuditFilter; onChange: (change: Partial<AuditFilter>) => void };

type SelectProps = {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  choices: { value: string; name: string }[];
};

/** One labelled choice of the filters; the first choice ('') lifts the filter. */
function FilterSelect({ id, label, value, onChange, choices }: SelectProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      <FilterSelect
        id="audit-person"
        label={t`Person`}
        value={filter.userId ?? ''}
        onChange={(value) => onChange({ userId: toId(value) })}
        choices={[{ value: '', name: t`Everyone` }, ...people.map((p) => ({ value: String(p.id), name: p.name }))]}
      />
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
      <FilterSelect
        id="audit-pupil"
        label={t`Pupil`}
        value={filter.pupilId ?? ''}
        onChange={(value) => onChange({ pupilId: toId(value) })}
        choices={[{ value: '', name: t`All pupils` }, ...pupils.map((p) => ({ value: String(p.id), name: p.name }))]}
      />
      <FilterSelect
        id="audit-action"
        label={t`Action`}
        value={filter.action ?? ''}
        onChange={(value) => onChange({ action: AUDIT_ACTIONS.find((action) => action === value) })}
        choices={[{ value: '', name: t`All actions` }, ...AUDIT_ACTIONS.map((a) => ({ value: a, name: i18n._(ACTION_NAMES[a]) }))]}
      />
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
