import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { buttonClass } from '../../../components/button-styles';

/**
 * A read-only address with a Copy button. The outcome is said in a live region (role=status), so a
 * screen reader hears "Copied" too. Without clipboard access (an http page, a refusal) the address is
 * selected instead, for the person to copy themselves.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      input.current?.select();
      setCopied('select');
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 w-full min-w-0 rounded-lg sm:flex-1 border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-800"
        />
        <button type="button" onClick={() => void copy()} className={buttonClass('primary', 'md')}>
          {copied === 'yes' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          <Trans>Copy</Trans>
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-emerald-700">
        {copied === 'yes' ? t`Copied` : copied === 'select' ? t`Selected: copy it with your device's copy command.` : ''}
      </p>
    </div>
  );
}
