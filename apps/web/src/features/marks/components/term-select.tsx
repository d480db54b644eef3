import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TMarksTerm } from '@carnet/contract';
import { controlClass } from '../../../components/form-controls';

type Props = { terms: readonly TMarksTerm[]; selectedId: number | null; onSelect: (termId: number) => void };

/** The school year's terms, the one shown selected; a native select, so a phone offers its own picker. */
export function TermSelect({ terms, selectedId, onSelect }: Props) {
  const { t } = useLingui();
  const id = useId();
  if (terms.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t`Term`}
      </label>
      <select
        id={id}
        value={selectedId ?? ''}
        onChange={(event) => onSelect(Number(event.target.value))}
        className={`${controlClass()} max-w-xs`}
      >
        {terms.map((term) => (
          <option key={term.id} value={term.id}>
            {term.name}
          </option>
        ))}
      </select>
    </div>
  );
}
