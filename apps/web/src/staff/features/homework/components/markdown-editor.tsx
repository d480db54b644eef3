import { Trans, useLingui } from '@lingui/react/macro';
import { Bold, Eye, Link, List } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { controlClass, describedProps, Field } from '../../../../components/form-controls';
import { RichText } from '../../../../components/rich-text';
import { cn } from '../../../../lib/cn';
import { insertBold, insertLink, insertList, type TextSelection } from '../markdown-insert';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string | null;
  rows?: number;
};

/**
 * A lesson note's or homework's text: a text area with a small toolbar that writes Markdown (bold, a list,
 * a link), big enough for a thumb, and a preview as families will read it (RichText).
 */
export function MarkdownEditor({ label, value, onChange, maxLength, error, rows = 6 }: Props) {
  const { t } = useLingui();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [isPreviewing, setIsPreviewing] = useState(false);
  const message = error ?? undefined;

  const apply = (change: (selection: TextSelection) => TextSelection) => {
    const element = area.current;
    const selection = { text: value, start: element?.selectionStart ?? value.length, end: element?.selectionEnd ?? value.length };
    const next = change(selection);
    if (next.text.length > maxLength) return;
    onChange(next.text);
    // After React writes the new text: the caret (or the selection to type over) where the teacher goes on.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.start, next.end);
    });
  };

  const tool = 'h-10 min-w-10 px-2.5';
  return (
    <Field id={id} label={label} error={message}>
      <div role="group" aria-label={t`Formatting`} className="flex flex-wrap items-center gap-1">
        <button type="button" aria-controls={id} className={buttonClass('secondary', 'sm', tool)} onClick={() => apply(insertBold)}>
          <Bold aria-hidden="true" className="size-4" />
          <span className="sr-only">
            <Trans>Bold</Trans>
          </span>
        </button>
        <button type="button" aria-controls={id} className={buttonClass('secondary', 'sm', tool)} onClick={() => apply(insertList)}>
          <List aria-hidden="true" className="size-4" />
          <span className="sr-only">
            <Trans>List</Trans>
          </span>
        </button>
        <button
          type="button"
          aria-controls={id}
          className={buttonClass('secondary', 'sm', tool)}
          onClick={() => apply((selection) => insertLink(selection, t`link text`))}
        >
          <Link aria-hidden="true" className="size-4" />
          <span className="sr-only">
            <Trans>Link</Trans>
          </span>
        </button>
        <button
          type="button"
          aria-pressed={isPreviewing}
          className={buttonClass('ghost', 'sm', 'ml-auto h-10')}
          onClick={() => setIsPreviewing((shown) => !shown)}
        >
          <Eye aria-hidden="true" className="size-4" />
          <Trans>Preview</Trans>
        </button>
      </div>
      <textarea
        ref={area}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        rows={rows}
        {...describedProps(id, message)}
        className={cn(controlClass(Boolean(message)), 'h-auto py-2 text-base sm:text-[0.9375rem]')}
      />
      {isPreviewing ? (
        <section
          aria-label={t`Preview`}
          className="rounded-lg border border-dashed border-slate-300 bg-slate-50/60 p-3 text-sm text-slate-800"
        >
          {value.trim() ? <RichText text={value} /> : <p className="text-slate-500">{t`Nothing written yet.`}</p>}
        </section>
      ) : null}
    </Field>
  );
}
