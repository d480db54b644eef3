import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

type CardProps = {
  /** The h2 of the block; `id` lets the section be named by it. */
  title: string;
  titleId: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled block of a page, as its own labelled region. */
export function Card({ title, titleId, icon, action, className, children }: CardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex flex-col rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs sm:p-6', className)}
    >
      <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2.5 text-base font-semibold text-slate-900">
          {icon ? (
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-600">
              {icon}
            </span>
          ) : null}
          {title}
        </h2>
        {action}
      </header>
      <div className="flex flex-1 flex-col">{children}</div>
    </section>
  );
}
