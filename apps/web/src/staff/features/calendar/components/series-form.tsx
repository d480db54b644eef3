import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { addDays, type TLessonSeriesInput, type TWeekPattern } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { formatLongDate, formatWeekday } from '../../../../lib/dates';
import { useCreateSeries } from '../api/timetable';
import { Field } from './field';
import { cardClass, inputClass } from './field-styles';
import { Refusal } from './refusal';

type Props = { subjectId: number; monday: string };

/** Creates a teaching group's lessons on one weekday, every week or one week in two, over a range of dates. */
export function SeriesForm({ subjectId, monday }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState({
    weekday: 1,
    startHour: '09:00',
    endHour: '10:00',
    hallName: '',
    from: monday,
    to: addDays(monday, 4),
    pattern: 'every' as TWeekPattern,
  });
  const [isRoomMissing, setIsRoomMissing] = useState(false);
  const create = useCreateSeries();
  const set = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }));
  const patterns: Array<[TWeekPattern, string]> = [
    ['every', t`Every week`],
    ['weekA', t`Week A (the first week, then every other week)`],
    ['weekB', t`Week B (the second week, then every other week)`],
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.hallName.trim() === '') {
      setIsRoomMissing(true);
      document.getElementById(`${id}-hall`)?.focus();
      return;
    }
    setIsRoomMissing(false);
    const input: TLessonSeriesInput = { subjectId, ...draft, hallName: draft.hallName.trim() };
    create.mutate(input);
  };

  const created = create.data?.dates;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className={`${cardClass} flex flex-col gap-4`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        <Trans>New lessons</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t`Weekday`} htmlFor={`${id}-weekday`}>
          <select
            id={`${id}-weekday`}
            className={inputClass()}
            value={draft.weekday}
            onChange={(e) => set({ weekday: Number(e.target.value) })}
          >
            {[0, 1, 2, 3, 4].map((index) => (
              // A known Monday, moved along the week: the weekday names come from Intl.
              <option key={index} value={index + 1} className="capitalize">
                {formatWeekday(addDays('2024-01-01', index))}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t`Starts at`} htmlFor={`${id}-start`}>
          <input
            id={`${id}-start`}
            type="time"
            className={inputClass()}
            value={draft.startHour}
            onChange={(e) => set({ startHour: e.target.value })}
          />
        </Field>
        <Field label={t`Ends at`} htmlFor={`${id}-end`}>
          <input
            id={`${id}-end`}
            type="time"
            className={inputClass()}
            value={draft.endHour}
            onChange={(e) => set({ endHour: e.target.value })}
          />
        </Field>
        <Field label={t`Room`} htmlFor={`${id}-hall`} error={isRoomMissing ? <span id={`${id}-hall-error`}>{t`Required`}</span> : null}>
          <input
            id={`${id}-hall`}
            className={inputClass(isRoomMissing)}
            value={draft.hallName}
            maxLength={40}
            aria-invalid={isRoomMissing}
            aria-describedby={isRoomMissing ? `${id}-hall-error` : undefined}
            onChange={(e) => set({ hallName: e.target.value })}
          />
        </Field>
        <Field label={t`From`} htmlFor={`${id}-from`}>
          <input
            id={`${id}-from`}
            type="date"
            className={inputClass()}
            value={draft.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </Field>
        <Field label={t`To`} htmlFor={`${id}-to`}>
          <input id={`${id}-to`} type="date" className={inputClass()} value={draft.to} onChange={(e) => set({ to: e.target.value })} />
        </Field>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          <Trans>Weeks</Trans>
        </legend>
        <div className="flex flex-col gap-2">
          {patterns.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-pattern`}
                value={value}
                checked={draft.pattern === value}
                onChange={() => set({ pattern: value })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <Refusal error={create.error} />
      {created && !create.isPending ? <CreatedLessons dates={created} /> : null}
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
          <Trans>Create the lessons</Trans>
        </button>
      </div>
    </form>
  );
}

/** What was created, said once (a status message screen readers announce). */
function CreatedLessons({ dates }: { dates: string[] }) {
  const count = dates.length;
  const first = formatLongDate(dates[0] ?? '');
  const last = formatLongDate(dates.at(-1) ?? '');
  return (
    <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      <Plural value={count} one={`# lesson created, on ${first}.`} other={`# lessons created, from ${first} to ${last}.`} />
    </p>
  );
}
