import type { ReactNode } from 'react';

/** A titled white block of the fill-in and view-answers screens. */
export function FormSection({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs sm:p-6">
      <h3 id={titleId} className="mb-5 text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
