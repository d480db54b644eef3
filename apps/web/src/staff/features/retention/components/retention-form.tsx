import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  RETENTION_KINDS,
  RETENTION_MAX_MONTHS,
  RETENTION_MIN_MONTHS,
  type TRetentionKind,
  type TRetentionSettings,
  type TUpdateRetentionRequest,
} from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { inputClass, inputStateClass } from '../../../../components/form-field';
import { writeErrorMessage } from '../../../components/write-error';
import { useSaveRetentionSettings } from '../api/retention-settings';
import { KIND_LABELS } from './kind-labels';

type Draft = Record<TRetentionKind, string>;

const draftOf = (settings: TRetentionSettings): Draft =>
  Object.fromEntries(settings.settings.map((s) => [s.kind, String(s.months)])) as Draft;

const isValidMonths = (text: string) => {
  const months = Number(text);
  return /^\d+$/.test(text) && months >= RETENTION_MIN_MONTHS && months <= RETENTION_MAX_MONTHS;
};

/** One whole number of months per kind; the server checks the same bounds and answers 400 otherwise. */
export function RetentionForm({ settings }: { settings: TRetentionSettings }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [isChecked, setIsChecked] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const save = useSaveRetentionSettings();
  const defaults = Object.fromEntries(settings.settings.map((s) => [s.kind, s.defaultMonths])) as Record<TRetentionKind, number>;
  const invalid = RETENTION_KINDS.filter((kind) => !isValidMonths(draft[kind]));
  const serverError = writeErrorMessage(save.error);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    setSavedAt(null);
    if (invalid.length > 0) return;
    const input = Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, Number(draft[kind])])) as TUpdateRetentionRequest;
    save.mutate(input, { onSuccess: () => setSavedAt(Date.now()) });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ul className="grid gap-4 sm:grid-cols-2">
        {RETENTION_KINDS.map((kind) => {
          const id = `retention-${kind}`;
          const hasError = isChecked && invalid.includes(kind);
          const defaultMonths = defaults[kind];
          return (
            <li key={kind} className="flex flex-col gap-1.5">
              <label htmlFor={id} className="text-sm font-medium text-slate-700">
                {i18n._(KIND_LABELS[kind])}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={id}
                  inputMode="numeric"
                  className={`${inputClass} ${inputStateClass(hasError)} max-w-28`}
                  value={draft[kind]}
                  aria-invalid={hasError}
                  aria-describedby={`${id}-hint${hasError ? ` ${id}-error` : ''}`}
                  onChange={(event) => setDraft({ ...draft, [kind]: event.target.value.trim() })}
                />
                <span className="text-sm text-slate-700">
                  <Trans>months</Trans>
                </span>
              </div>
              <p id={`${id}-hint`} className="text-sm text-slate-600">
                <Trans>Default: {defaultMonths} months</Trans>
              </p>
              {hasError ? (
                <p id={`${id}-error`} className="text-sm text-rose-700">
                  {t`Enter a whole number of months from ${RETENTION_MIN_MONTHS} to ${RETENTION_MAX_MONTHS}.`}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          <Trans>Save the periods</Trans>
        </button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {savedAt !== null ? t`Saved. The next nightly run applies them.` : ''}
        </p>
      </div>
      {serverError ? (
        <p role="alert" className="text-sm text-rose-700">
          {serverError}
        </p>
      ) : null}
    </form>
  );
}
