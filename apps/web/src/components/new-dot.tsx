import { useLingui } from '@lingui/react/macro';

/** The small dot of an item with an unseen notification; 'New' for screen readers unless told. */
export function NewDot({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <span className="inline-flex size-2 shrink-0 rounded-full bg-emerald-500 ring-2 ring-emerald-100">
      <span className="sr-only">{label ?? t`New`}</span>
    </span>
  );
}
