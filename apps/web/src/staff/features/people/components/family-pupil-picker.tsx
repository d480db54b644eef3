import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useState } from 'react';
import type { TPupilPage } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { usePupilList } from '../api/pupils';
import { listParams } from '../api/people-keys';
import { SearchBox } from '../../../components/search-box';

export type PickedPupil = Pick<TPupilPage['items'][number], 'id' | 'firstName' | 'lastName' | 'className' | 'familyName'>;

const SHOWN = 6;
const nameOf = (pupil: PickedPupil) => `${pupil.firstName} ${pupil.lastName}`;

/** The pupils of a new family, found by name among the school's active pupils (their current family shown). */
export function FamilyPupilPicker({
  picked,
  onChange,
  error,
}: {
  picked: PickedPupil[];
  onChange: (pupils: PickedPupil[]) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const found = usePupilList(listParams({ q }));
  const choices = q === '' ? [] : (found.data?.items ?? []).filter((p) => !picked.some((c) => c.id === p.id)).slice(0, SHOWN);
  return (
    <div className="grid gap-2 sm:col-span-2">
      <SearchBox id="new-family-pupil-search" label={t`Find a pupil by name`} value={q} onChange={setQ} />
      {choices.length > 0 ? (
        <ul aria-label={t`Pupils found`} className="grid gap-1.5">
          {choices.map((pupil) => {
            const [name, family] = [nameOf(pupil), pupil.familyName];
            return (
              <li
                key={pupil.id}
                className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm"
              >
                <span className="min-w-0 flex-1 basis-40">
                  <span className="font-medium text-slate-900">{name}</span>{' '}
                  <span className="text-slate-600">
                    {pupil.className} · <Trans>family {family}</Trans>
                  </span>
                </span>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  aria-label={t`Add ${name} to the family`}
                  onClick={() => onChange([...picked, pupil])}
                >
                  <Trans>Add</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      ) : q !== '' && found.isSuccess ? (
        <p className="text-sm text-slate-600">
          <Trans>No pupil matches.</Trans>
        </p>
      ) : null}
      <p id="new-family-pupils-label" className="text-sm font-medium text-slate-700">
        <Trans>Pupils of the family</Trans>
      </p>
      {picked.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>None yet: a family needs at least one pupil, or its parents would see nothing.</Trans>
        </p>
      ) : (
        <ul aria-labelledby="new-family-pupils-label" className="flex flex-wrap gap-2">
          {picked.map((pupil) => {
            const name = nameOf(pupil);
            return (
              <li key={pupil.id} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
                {name}
                <button
                  type="button"
                  className="grid size-7 place-items-center rounded-full hover:bg-brand-100"
                  aria-label={t`Remove ${name}`}
                  onClick={() => onChange(picked.filter((p) => p.id !== pupil.id))}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
