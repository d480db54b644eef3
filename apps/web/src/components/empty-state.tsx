import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';

/** What a block shows when it has nothing: the spec's text, calm and centred. */
export function EmptyState({ message, icon }: { message: string; icon?: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-200 bg-slate-50/60 px-4 py-8 text-center">
      <span aria-hidden="true" className="text-slate-400">
        {icon ?? <Inbox className="size-6" />}
      </span>
      <p className="text-sm text-slate-500">{message}</p>
    </div>
  );
}
