import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useState } from 'react';
import type { TPupilRef } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { SearchInput } from '../../../components/search-input';
import { useAudiencePupilSearch } from '../../../lib/api/audience';

type Props = { chosen: TPupilRef | null; onChoose: (pupil: TPupilRef | null) => void };

/** The pupil a new conversation is about, found by name; the server offers a teacher only their own pupils. */
export function PupilPicker({ chosen, onChoose }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [q, setQ] = useState('');
  const deferredQ = useDeferredValue(q.trim());
  const search = useAudiencePupilSearch(deferredQ);
  const found = deferredQ ? (search.data ?? []) : [];

  if (chosen) {
    const name = `${chosen.name} (${chosen.className})`;
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-800">
          <Trans>About {name}</Trans>
        </p>
        <button type="button" onClick={() => onChoose(null)} className={buttonClass('secondary', 'sm')}>
          <Trans>Choose another pupil</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        <Trans>Pupil (search by name)</Trans>
      </label>
      <SearchInput id={id} value={q} onChange={(event) => setQ(event.target.value)} />
      <div aria-live="polite">
        {found.length > 0 ? (
          <ul aria-label={t`Pupils found`} className="grid gap-1">
            {found.map((pupil) => (
              <li key={pupil.id} className="flex items-center justify-between gap-3 rounded-lg px-2 py-1 hover:bg-slate-50">
                <span className="text-sm text-slate-800">
                  {pupil.name} ({pupil.className})
                </span>
                <button type="button" onClick={() => onChoose(pupil)} className={buttonClass('secondary', 'sm')}>
                  <Trans>Choose</Trans>
                  <span className="sr-only">{pupil.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : deferredQ && search.isSuccess ? (
          <p className="text-sm text-slate-600">
            <Trans>No pupil found</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
