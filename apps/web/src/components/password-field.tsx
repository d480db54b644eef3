import { useState, type ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '../lib/cn';

type Props = ComponentPropsWithRef<'input'> & { hasError: boolean };

/** A password input with a show/hide toggle that says what it will do. */
export function PasswordInput({ hasError, className, ...inputProps }: Props) {
  const { t } = useLingui();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input {...inputProps} type={isVisible ? 'text' : 'password'} className={cn(className, 'pr-11')} />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? t`Hide password` : t`Show password`}
        aria-pressed={isVisible}
        className={cn(
          'absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-500 hover:text-slate-800',
          hasError && 'text-rose-600',
        )}
      >
        {isVisible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
