import { CircleExclamationPoint } from 'lucide-react';

/** A failure shown in the page, where the content would be, rather than as a toast; announced to screen readers. */
export function InlineError({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 rounded-lg bg-rose-50 px-3 py-2.5 text-sm text-rose-800">
      <CircleExclamationPoint aria-hidden="true" className="size-4 shrink-0" />
      {message}
    </p>
  );
}
