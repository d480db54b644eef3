import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { inputClass, inputStateClass } from '../../components/form-field';
import { cn } from '../../lib/cn';

/** A search box with its magnifier, as the staff screens' name searches show it; labelled by the caller's <label htmlFor>. */
export function SearchInput({ id, className, ...props }: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400" />
      <input id={id} type="search" autoComplete="off" {...props} className={cn(inputClass, inputStateClass(false), 'pl-10')} />
    </div>
  );
}
