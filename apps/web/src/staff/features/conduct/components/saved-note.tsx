import { CircleCheck } from 'lucide-react';

/** What the last correction saved, read out when it comes (the region is always in the card). */
export function SavedNote({ message }: { message: string | null }) {
  return (
    <div aria-live="polite">
      {message ? (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
