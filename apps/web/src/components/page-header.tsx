import type { ReactNode } from 'react';

/** The page's one h1, with an optional line under it. */
export function PageHeader({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1.5 text-slate-600">{description}</p> : null}
      </div>
      {children}
    </header>
  );
}
