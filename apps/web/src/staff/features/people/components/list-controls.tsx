import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../../components/button-styles';

/** "1–50 of 120" with previous and next; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  if (total <= pageSize && page === 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t`Pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p>
        <Trans>
          {first}–{last} of {total}
        </Trans>
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <Trans>Previous</Trans>
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          <Trans>Next</Trans>
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  );
}

/** A small label beside a deactivated person's name. */
export function InactiveBadge() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
      <Trans>Deactivated</Trans>
    </span>
  );
}

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export function TableFrame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-x-auto rounded-2xl border border-slate-200/80 bg-white shadow-xs"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const thClass = 'px-4 py-3 font-semibold text-slate-700 border-b border-slate-200';
export const tdClass = 'px-4 py-3 text-slate-700 border-b border-slate-100';
