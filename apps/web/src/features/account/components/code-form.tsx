import { type FormEvent, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LETTER_CODE_ALPHABET } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { FormField, inputClass, inputStateClass } from '../../../components/form-field';
import { cn } from '../../../lib/cn';

/** The letter's code without dashes or spaces, in capitals; null when it cannot be one. */
export function normalizeCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return code.length === 12 && [...code].every((c) => LETTER_CODE_ALPHABET.includes(c)) ? code : null;
}

/** The field for the code printed on the school's letter (XXXX-XXXX-XXXX). */
export function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeCode(typed);
    if (!code) {
      setError(t`The code has 12 letters and digits, as printed on the letter: XXXX-XXXX-XXXX.`);
      return;
    }
    setError(undefined);
    onCode(code);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-slate-600">
        <Trans>Type the activation code printed on the letter the school gave you.</Trans>
      </p>
      <FormField id="code" label={t`Activation code`} error={error}>
        <input
          id="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the code's printed shape, the same in every language
          placeholder="XXXX-XXXX-XXXX"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'code-error' : undefined}
          className={cn(inputClass, inputStateClass(Boolean(error)), 'font-mono tracking-wider uppercase')}
        />
      </FormField>
      <button type="submit" className={buttonClass('primary', 'md', 'h-11')}>
        <Trans>Continue</Trans>
      </button>
    </form>
  );
}
