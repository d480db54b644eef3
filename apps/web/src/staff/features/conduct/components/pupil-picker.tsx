import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { TConductPupil } from '@carnet/contract';
import { inputClass } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';
import { byClass, fullName, matchesSearch } from '../pupil-groups';

type Props = { pupils: readonly TConductPupil[]; childId: number | null; onChange: (childId: number | null) => void };

/**
 * The pupil to write for: a list grouped by class, which a search narrows (the office reaches every
 * pupil of the school). The pupil chosen stays in the list whatever the search.
 */
export function PupilPicker({ pupils, childId, onChange }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [search, setSearch] = useState('');
  const shown = pupils.filter((pupil) => pupil.id === childId || matchesSearch(pupil, search));
  return (
    <div className="mb-6 grid gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-700">
          <Trans>Search for a pupil</Trans>
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
          className={cn(inputClass, 'border-slate-300')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-pupil`} className="text-sm font-medium text-slate-700">
          <Trans>Pupil</Trans>
        </label>
        <select
          id={`${id}-pupil`}
          value={childId === null ? '' : String(childId)}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          className={cn(inputClass, 'border-slate-300')}
        >
          <option value="">{t`Recent entries, all pupils`}</option>
          {byClass(shown).map(({ className, pupils: inClass }) => (
            <optgroup key={className} label={className || t`No class`}>
              {inClass.map((pupil) => (
                <option key={pupil.id} value={pupil.id}>
                  {fullName(pupil)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <p aria-live="polite" className="text-sm text-slate-600 sm:col-span-2">
        {search.trim() ? <Plural value={shown.length} one="# pupil matches." other="# pupils match." /> : null}
      </p>
    </div>
  );
}
