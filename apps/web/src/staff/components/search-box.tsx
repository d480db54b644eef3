import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { controlClass } from '../../components/form-controls';

/** The search box of a list: the query is sent once typing pauses, so each letter does not ask the server. */
export function SearchBox({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== value) onChange(text.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="flex min-w-0 flex-1 basis-60 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} className={`${controlClass()} pl-9`} />
      </div>
    </div>
  );
}
