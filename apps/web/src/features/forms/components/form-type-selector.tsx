import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import { formTypeLabel } from '../form-types';

type Props = { types: readonly string[]; selected: string | null; onSelect: (type: string) => void };

/** The row of form types, one chosen at a time (native radios, like the child selector). */
export function FormTypeSelector({ types, selected, onSelect }: Props) {
  const name = useId();
  const { i18n } = useLingui();
  if (types.length === 0) return null;
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">
        <Trans>Form type</Trans>
      </legend>
      {types.map((type) => {
        const isSelected = type === selected;
        return (
          <label
            key={type}
            className={cn(
              'cursor-pointer rounded-full border px-4 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              isSelected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
            )}
          >
            <input type="radio" name={name} value={type} checked={isSelected} onChange={() => onSelect(type)} className="sr-only" />
            {formTypeLabel(type, i18n)}
          </label>
        );
      })}
    </fieldset>
  );
}
