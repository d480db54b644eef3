import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import type { TFoodWeek } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { formatMenuDate, formatWeekday } from '../../../../lib/dates';
import { useClearLunchDay, useSaveLunchWeek } from '../api/lunch-week';
import { cardClass, fieldErrorClass, inputClass } from './field-styles';
import { type DraftDay, dishesMissingAName, newDish, toDraft, toLunchWeekInput } from './lunch-draft';
import { Refusal } from './refusal';

type Props = { monday: string; week: TFoodWeek };

/** The week's five days, each with its dishes in both languages; saving replaces the whole week. */
export function LunchWeekForm({ monday, week }: Props) {
  const { t } = useLingui();
  const [days, setDays] = useState<DraftDay[]>(() => toDraft(week));
  const [showErrors, setShowErrors] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveLunchWeek(monday);
  const clear = useClearLunchDay(monday);
  const missing = showErrors ? dishesMissingAName(days) : new Set<number>();

  const update = (date: string, change: (day: DraftDay) => DraftDay) =>
    setDays((all) => all.map((day) => (day.date === date ? change(day) : day)));
  const setName = (date: string, key: number, field: 'englishName' | 'frenchName', value: string) =>
    update(date, (day) => ({ ...day, dishes: day.dishes.map((dish) => (dish.key === key ? { ...dish, [field]: value } : dish)) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (dishesMissingAName(days).size > 0) {
      setShowErrors(true);
      // The first field left empty takes the focus, so a keyboard or screen reader user lands on it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(toLunchWeekInput(days));
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {days.map((day) => {
        const weekday = formatWeekday(day.date);
        const saved = week.data.find((d) => d.date === day.date)?.food.length ?? 0;
        return (
          <div key={day.date} className={cardClass}>
            <fieldset>
              <legend className="mb-3">
                <h2 className="text-base font-semibold text-slate-900 first-letter:uppercase">
                  {weekday} <span className="font-normal text-slate-500">{formatMenuDate(day.date)}</span>
                </h2>
              </legend>
              {day.dishes.length === 0 ? (
                <p className="mb-3 text-sm text-slate-500">
                  <Trans>No menu available</Trans>
                </p>
              ) : (
                <>
                  {/* Column titles for the eye; each field's own label already says its language. */}
                  <div
                    aria-hidden="true"
                    className="mb-1 hidden grid-cols-[1fr_1fr_2.5rem] gap-2 text-xs font-medium tracking-wide text-slate-500 uppercase sm:grid"
                  >
                    <span>{t`In English`}</span>
                    <span>{t`In French`}</span>
                  </div>
                  <ul className="mb-3 flex flex-col gap-3">
                    {day.dishes.map((dish, index) => {
                      const number = index + 1;
                      const isInvalid = missing.has(dish.key);
                      const errorId = `dish-error-${dish.key}`;
                      return (
                        <li
                          key={dish.key}
                          className="grid grid-cols-[1fr_auto] gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-[1fr_1fr_auto] sm:bg-transparent sm:p-0"
                        >
                          <input
                            className={inputClass(isInvalid && dish.englishName.trim() === '')}
                            aria-label={t`${weekday}, dish ${number} in English`}
                            placeholder={t`In English`}
                            value={dish.englishName}
                            maxLength={120}
                            aria-invalid={isInvalid && dish.englishName.trim() === ''}
                            aria-describedby={isInvalid ? errorId : undefined}
                            onChange={(e) => setName(day.date, dish.key, 'englishName', e.target.value)}
                          />
                          <input
                            className={inputClass(isInvalid && dish.frenchName.trim() === '', 'col-start-1 sm:col-start-2')}
                            aria-label={t`${weekday}, dish ${number} in French`}
                            placeholder={t`In French`}
                            lang="fr"
                            value={dish.frenchName}
                            maxLength={120}
                            aria-invalid={isInvalid && dish.frenchName.trim() === ''}
                            aria-describedby={isInvalid ? errorId : undefined}
                            onChange={(e) => setName(day.date, dish.key, 'frenchName', e.target.value)}
                          />
                          <button
                            type="button"
                            className={buttonClass('ghost', 'icon', 'col-start-2 row-span-2 row-start-1 sm:col-start-3 sm:row-span-1')}
                            aria-label={t`Remove ${weekday} dish ${number}`}
                            onClick={() => update(day.date, (d) => ({ ...d, dishes: d.dishes.filter((x) => x.key !== dish.key) }))}
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                          </button>
                          {isInvalid ? (
                            <p id={errorId} className={`${fieldErrorClass} col-span-full`}>
                              <Trans>Each dish needs its English and its French name.</Trans>
                            </p>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass('subtle', 'sm')}
                  onClick={() => update(day.date, (d) => ({ ...d, dishes: [...d.dishes, newDish()] }))}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  <Trans>Add a dish to {weekday}</Trans>
                </button>
                {saved > 0 ? (
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm')}
                    disabled={clear.isPending}
                    onClick={() => clear.mutate(day.date)}
                  >
                    <Trans>Clear {weekday}</Trans>
                  </button>
                ) : null}
              </div>
            </fieldset>
          </div>
        );
      })}
      <Refusal error={save.error ?? clear.error} />
      <div>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={save.isPending}>
          <Trans>Save the week</Trans>
        </button>
      </div>
    </form>
  );
}
