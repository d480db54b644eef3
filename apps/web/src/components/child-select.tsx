import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { Field } from './form-controls';
import { inputClass, inputStateClass } from './form-field';

type Props = {
  label: ReactNode;
  options: ReadonlyArray<{ id: number; firstName: string }>;
  value: number;
  onChange: (childId: number) => void;
};

/**
 * Which of the family's children a message or a request is about, in a form. A family with one child has
 * nothing to choose: nothing is shown, and that child is the one.
 */
export function ChildSelect({ label, options, value, onChange }: Props) {
  const id = useId();
  if (options.length <= 1) return null;
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={cn(inputClass, inputStateClass(false), 'max-w-sm')}
      >
        {options.map((child) => (
          <option key={child.id} value={child.id}>
            {child.firstName}
          </option>
        ))}
      </select>
    </Field>
  );
}
