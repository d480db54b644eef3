import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { TChildSummary } from '@carnet/contract';
import { cn } from '../lib/cn';

type Props = {
  items: readonly TChildSummary[];
  selectedId: number | null;
  onSelect: (childId: number) => void;
  /** The group's name for screen readers; 'Child' unless told. */
  label?: string;
};

/**
 * One child at a time, so the screen below shows a single child's data. Native radios: arrow
 * keys move between children and screen readers announce 'n of m'.
 */
export function ChildSelector({ items, selectedId, onSelect, label }: Props) {
  const { t } = useLingui();
  const name = useId();
  if (items.length === 0) return null;
  return (
    <fieldset className="flex flex-wrap gap-1.5 rounded-xl bg-slate-100 p-1">
      <legend className="sr-only">{label ?? t`Child`}</legend>
      {items.map((child) => {
        const isSelected = child.id === selectedId;
        return (
          <label
            key={child.id}
            className={cn(
              'relative cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              isSelected ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input type="radio" name={name} value={child.id} checked={isSelected} onChange={() => onSelect(child.id)} className="sr-only" />
            {child.firstName}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The selected child, the first one until the person picks another (spec: first child auto-selected). */
export function useSelectedChild(items: readonly TChildSummary[]) {
  const [pickedId, setPickedId] = useState<number | null>(null);
  const selected = items.find((child) => child.id === pickedId) ?? items[0] ?? null;
  return { selected, selectedId: selected?.id ?? null, select: setPickedId };
}
