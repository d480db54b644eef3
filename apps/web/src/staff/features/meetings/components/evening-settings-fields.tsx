import { useLingui } from '@lingui/react/macro';
import { FormField, inputClass, inputStateClass } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';
import type { SettingsDraft, SettingsField } from '../evening-draft';

type Props = {
  /** Prefix of the inputs' ids (a useId() of the form). */
  idPrefix: string;
  draft: SettingsDraft;
  onChange: (change: Partial<SettingsDraft>) => void;
  problem: (field: SettingsField) => string | undefined;
  /** Families booked: the date, hours and slot length are shown but cannot change. */
  isScheduleLocked?: boolean;
};

const SCHEDULE_FIELDS: readonly SettingsField[] = ['date', 'startTime', 'endTime', 'slotMinutes'];

/** An evening's name, date, hours, slot length and booking window: the new-evening and the edit forms share them. */
export function EveningSettingsFields({ idPrefix, draft, onChange, problem, isScheduleLocked = false }: Props) {
  const { t } = useLingui();
  const field = (name: SettingsField, label: string, type: string, extra: { min?: string; max?: string; className?: string } = {}) => {
    const error = problem(name);
    const fieldId = `${idPrefix}-${name}`;
    return (
      <div className={extra.className}>
        <FormField id={fieldId} label={label} error={error}>
          <input
            id={fieldId}
            type={type}
            value={draft[name]}
            min={extra.min}
            max={extra.max}
            disabled={isScheduleLocked && SCHEDULE_FIELDS.includes(name)}
            inputMode={type === 'number' ? 'numeric' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(e) => onChange({ [name]: e.target.value })}
            className={cn(inputClass, inputStateClass(Boolean(error)), 'disabled:bg-slate-100 disabled:text-slate-600')}
          />
        </FormField>
      </div>
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {field('name', t`Name`, 'text', { className: 'sm:col-span-2' })}
      {field('date', t`Date`, 'date')}
      {field('slotMinutes', t`Slot length (minutes)`, 'number', { min: '5', max: '60' })}
      {field('startTime', t`Start`, 'time')}
      {field('endTime', t`End`, 'time')}
      {field('bookingFrom', t`Booking from`, 'date')}
      {field('bookingTo', t`Booking to`, 'date', { max: draft.date || undefined })}
    </div>
  );
}
