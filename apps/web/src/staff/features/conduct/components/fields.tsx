import { FormField, inputClass, inputStateClass } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';

type Props = {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  error?: string | null;
  isRequired?: boolean;
  isMultiline?: boolean;
};

/** A labelled text field (one line or several), its error tied to it. */
export function TextField({ id, label, value, maxLength, onChange, error, isRequired = false, isMultiline = false }: Props) {
  const shared = {
    id,
    value,
    maxLength,
    required: isRequired,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <FormField id={id} label={label} error={error ?? undefined}>
      {isMultiline ? (
        <textarea
          {...shared}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClass, inputStateClass(Boolean(error)), 'h-auto py-2.5')}
        />
      ) : (
        <input {...shared} onChange={(event) => onChange(event.target.value)} className={cn(inputClass, inputStateClass(Boolean(error)))} />
      )}
    </FormField>
  );
}

type DateProps = { id: string; label: string; value: string; onChange: (value: string) => void; error?: string | null };

/** A labelled date field, its error tied to it. */
export function DateField({ id, label, value, onChange, error }: DateProps) {
  return (
    <FormField id={id} label={label} error={error ?? undefined}>
      <input
        id={id}
        type="date"
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass, inputStateClass(Boolean(error)), 'w-44')}
      />
    </FormField>
  );
}
