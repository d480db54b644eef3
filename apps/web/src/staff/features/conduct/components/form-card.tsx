import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { ApiError, isSessionError } from '../../../../lib/api-error';
import { SavedNote } from './saved-note';

type Props = {
  title: string;
  submitIcon: ReactNode;
  submitLabel: string;
  isPending: boolean;
  /** The last send's failure: the server's own words for a refusal (4xx). */
  error: unknown;
  /** What the last send saved, read out in the live region. */
  saved: string | null;
  onSubmit: () => void;
  /** A correction's form closes without saving. */
  onCancel?: () => void;
  children: ReactNode;
};

/** A writing form of the page: its title, its fields, what became of the last send, and its button. */
export function FormCard({ title, submitIcon, submitLabel, isPending, error, saved, onSubmit, onCancel, children }: Props) {
  const { t } = useLingui();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={id}
      className="grid gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs"
    >
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      {children}
      {error && !isSessionError(error) ? (
        <InlineError message={error instanceof ApiError && error.isClientError ? error.message : t`This could not be saved. Try again.`} />
      ) : null}
      {/* Always in the page, so what was saved is read out when it comes. */}
      <SavedNote message={saved} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isPending} className={buttonClass('primary', 'md', 'h-11 w-full sm:w-auto')}>
          {submitIcon}
          {isPending ? <Trans>Saving…</Trans> : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md', 'h-11 w-full sm:w-auto')}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
      </div>
    </form>
  );
}
