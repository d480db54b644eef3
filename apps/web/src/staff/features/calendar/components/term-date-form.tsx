import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { TERM_EVENT_TYPES, type TTermEvent } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { schoolToday } from '../../../../lib/dates';
import { useSaveTermDate } from '../api/term-dates';
import { Field } from './field';
import { cardClass, inputClass } from './field-styles';
import { Refusal } from './refusal';
import {
  type DraftDetail,
  emptyFields,
  KNOWN_DETAIL_KINDS,
  TERM_TYPE_NAMES,
  type TermDateDraft,
  toTermDateDraft,
  toTermEventInput,
} from './term-date-draft';

type Props = { event: TTermEvent | null; onDone: () => void };

/** Creates (and publishes to every family) or corrects one term date, titles and details in both languages. */
export function TermDateForm({ event, onDone }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState<TermDateDraft>(() => toTermDateDraft(event, schoolToday()));
  const [showErrors, setShowErrors] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveTermDate();
  const empty = showErrors ? emptyFields(draft) : new Set<string>();
  const required = t`Required`;

  const set = (change: Partial<TermDateDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setDetail = (index: number, change: Partial<DraftDetail>) =>
    setDraft((d) => ({ ...d, event_details: d.event_details.map((x, i) => (i === index ? { ...x, ...change } : x)) }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (emptyFields(draft).size > 0) {
      setShowErrors(true);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate({ id: event?.id ?? null, input: toTermEventInput(draft) }, { onSuccess: onDone });
  };

  const text = (
    name: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    extra: { lang?: string; multiline?: boolean; list?: string } = {},
  ) => {
    const isInvalid = empty.has(name);
    const props = {
      id: `${id}-${name}`,
      value,
      lang: extra.lang,
      list: extra.list,
      'aria-invalid': isInvalid,
      'aria-describedby': isInvalid ? `${id}-${name}-error` : undefined,
      onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    };
    return (
      <Field label={label} htmlFor={props.id} error={isInvalid ? <span id={`${id}-${name}-error`}>{required}</span> : null}>
        {extra.multiline ? (
          <textarea {...props} rows={2} maxLength={1000} className={inputClass(isInvalid, 'h-auto py-2')} />
        ) : (
          <input {...props} maxLength={200} className={inputClass(isInvalid)} />
        )}
      </Field>
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className={`${cardClass} mb-6 flex flex-col gap-4`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {event ? <Trans>Edit the term date</Trans> : <Trans>New term date</Trans>}
      </h2>
      {event ? null : (
        <p className="text-sm text-slate-600">
          <Trans>Publishing tells every family with a notification.</Trans>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Date`} htmlFor={`${id}-date`} error={empty.has('date') ? required : null}>
          <input
            id={`${id}-date`}
            type="date"
            value={draft.date}
            aria-invalid={empty.has('date')}
            onChange={(e) => set({ date: e.target.value })}
            className={inputClass(empty.has('date'))}
          />
        </Field>
        <Field label={t`Type`} htmlFor={`${id}-type`}>
          <select
            id={`${id}-type`}
            value={draft.type}
            onChange={(e) => set({ type: e.target.value as TermDateDraft['type'] })}
            className={inputClass()}
          >
            {TERM_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(TERM_TYPE_NAMES[type])}
              </option>
            ))}
          </select>
        </Field>
        {text('title_en', t`Title in English`, draft.title_en, (v) => set({ title_en: v }))}
        {text('title_fr', t`Title in French`, draft.title_fr, (v) => set({ title_fr: v }), { lang: 'fr' })}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">
          <Trans>Details</Trans>
        </legend>
        {draft.event_details.map((detail, index) => {
          const number = index + 1;
          return (
            <div key={index} className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2">
              {text(`event_details.${index}.type`, t`Detail ${number}: kind`, detail.type, (v) => setDetail(index, { type: v }), {
                list: `${id}-kinds`,
              })}
              <Field label={t`Detail ${number}: classes (comma-separated)`} htmlFor={`${id}-classes-${index}`}>
                <input
                  id={`${id}-classes-${index}`}
                  value={detail.classes}
                  onChange={(e) => setDetail(index, { classes: e.target.value })}
                  className={inputClass()}
                />
              </Field>
              {text(
                `event_details.${index}.detail_en`,
                t`Detail ${number} in English`,
                detail.detail_en,
                (v) => setDetail(index, { detail_en: v }),
                { multiline: true },
              )}
              {text(
                `event_details.${index}.detail_fr`,
                t`Detail ${number} in French`,
                detail.detail_fr,
                (v) => setDetail(index, { detail_fr: v }),
                {
                  lang: 'fr',
                  multiline: true,
                },
              )}
              <div className="sm:col-span-2">
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm')}
                  onClick={() => set({ event_details: draft.event_details.filter((_, i) => i !== index) })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <Trans>Remove detail {number}</Trans>
                </button>
              </div>
            </div>
          );
        })}
        {/* The kinds families read in their own language; the school may type another. */}
        <datalist id={`${id}-kinds`}>
          {Object.keys(KNOWN_DETAIL_KINDS).map((kind) => (
            <option key={kind} value={kind} />
          ))}
        </datalist>
        <div>
          <button
            type="button"
            className={buttonClass('subtle', 'sm')}
            onClick={() => set({ event_details: [...draft.event_details, { type: '', classes: '', detail_en: '', detail_fr: '' }] })}
          >
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Add a detail</Trans>
          </button>
        </div>
      </fieldset>
      <Refusal error={save.error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          {event ? <Trans>Save Change</Trans> : <Trans>Publish</Trans>}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
