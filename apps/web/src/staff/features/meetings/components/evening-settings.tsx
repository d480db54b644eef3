import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Pencil } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TEvening } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { DeleteButton } from '../../../components/delete-button';
import { staffPages } from '../../../staff-paths';
import { useDeleteEvening, useEditEvening } from '../api/evening';
import { type SettingsDraft, type SettingsField, settingsDraftOf, settingsProblemsOf, toEditEvening } from '../evening-draft';
import { EveningSettingsFields } from './evening-settings-fields';
import { Refusal } from './refusal';

/**
 * The office changes an evening or deletes it. Once families booked, the date, hours and slot length
 * stay (the server holds the same rule) and the evening cannot be deleted: closing booking early is
 * how it is stopped.
 */
export function EveningSettings({ evening }: { evening: TEvening }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const edit = useEditEvening(evening.id);
  const remove = useDeleteEvening(evening.id);
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(evening));
  const [isChecked, setIsChecked] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const isBooked = evening.teachers.some((line) => line.booked > 0);
  const problems = isChecked ? settingsProblemsOf(draft) : {};
  const problem = (field: SettingsField) => (problems[field] ? i18n._(problems[field]) : undefined);

  const set = (change: Partial<SettingsDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setSaved(false);
    edit.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(settingsProblemsOf(draft)).length > 0) {
      setIsChecked(true);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    edit.mutate(toEditEvening(draft), { onSuccess: () => setSaved(true) });
  };

  if (!isOpen) {
    return (
      <div className="mb-6 flex flex-wrap items-start gap-3">
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'h-11')}
          onClick={() => {
            setDraft(settingsDraftOf(evening));
            setOpen(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Change the evening</Trans>
        </button>
        {isBooked ? null : (
          <DeleteButton
            name={evening.name}
            isPending={remove.isPending}
            error={remove.error}
            onDelete={() => remove.mutateAsync().then(() => navigate(staffPages.evenings))}
          />
        )}
      </div>
    );
  }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mb-6 grid gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          <Trans>Change the evening</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          {isBooked ? (
            <Trans>Families have booked: the date, hours and slot length stay as they are. Close booking early to stop new bookings.</Trans>
          ) : (
            <Trans>Nobody has booked yet: a new date or new hours are sent to the families.</Trans>
          )}
        </p>
      </div>
      <EveningSettingsFields idPrefix={id} draft={draft} onChange={set} problem={problem} isScheduleLocked={isBooked} />
      <Refusal error={edit.error} fallback={t`The evening could not be saved. Try again.`} />
      <div aria-live="polite">
        {isSaved ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            <Trans>Changes saved.</Trans>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={edit.isPending} className={buttonClass('primary', 'md', 'h-11 w-full sm:w-auto')}>
          {edit.isPending ? <Trans>Saving…</Trans> : <Trans>Save the changes</Trans>}
        </button>
        <button type="button" className={buttonClass('secondary', 'md', 'h-11 w-full sm:w-auto')} onClick={() => setOpen(false)}>
          <Trans>Close</Trans>
        </button>
      </div>
    </form>
  );
}
