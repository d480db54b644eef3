/** The small dot of an item with an unseen notification. */
export function NewDot({ label = 'New' }: { label?: string }) {
  return (
    <span className="inline-flex size-2 shrink-0 rounded-full bg-emerald-500 ring-2 ring-emerald-100">
      <span className="sr-only">{label}</span>
    </span>
  );
}
