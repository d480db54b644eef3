import type { ReactNode } from 'react';
import { FileText } from 'lucide-react';
import { NewDot } from './new-dot';

type Props = {
  /** The full title: read by screen readers and shown on hover when `shownTitle` shortens it. */
  title: string;
  shownTitle?: string;
  meta?: ReactNode;
  isNew?: boolean;
  icon?: ReactNode;
  /** The buttons, usually `FileButtons`. */
  children: ReactNode;
};

/** A card of one PDF (document, report): icon, title, a line under it, a dot when unseen, the buttons. */
export function FileCard({ title, shownTitle = title, meta, isNew, icon, children }: Props) {
  const isShortened = shownTitle !== title;
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs transition hover:border-brand-200 hover:shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
          {icon ?? <FileText className="size-5" />}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900" title={isShortened ? title : undefined}>
            {isShortened ? (
              <>
                <span aria-hidden="true" className="min-w-0 break-words">
                  {shownTitle}
                </span>
                <span className="sr-only">{title}</span>
              </>
            ) : (
              // Two lines at most, the whole title on hover; screen readers read it all.
              <span className="line-clamp-2 min-w-0 break-words" title={title}>
                {title}
              </span>
            )}
            {isNew ? <NewDot /> : null}
          </h3>
          {meta ? <p className="mt-0.5 text-sm text-slate-500">{meta}</p> : null}
        </div>
      </div>
      <div className="mt-auto">{children}</div>
    </article>
  );
}
