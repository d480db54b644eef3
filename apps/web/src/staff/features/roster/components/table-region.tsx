import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

export type Column = { label: string; isNumber?: boolean };

/**
 * A table named by its caption, in a frame that scrolls sideways when a phone is too narrow for it (its
 * first column staying in view); the frame is focusable so a keyboard can scroll it too.
 */
export function TableRegion({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: Column[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200/80 bg-white shadow-xs"
    >
      <table className={cn('w-full text-left text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={cn(
                  'px-2 py-2 font-semibold text-slate-700 sm:px-3',
                  index === 0 && 'sticky left-0 bg-slate-50',
                  column.isNumber && 'text-right',
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The cell classes of those tables: text, numbers aligned on the right, and each line's first cell. */
export const cellClass = 'px-2 py-2 align-top sm:px-3';
/** The first column stays in view while a phone scrolls the others sideways, so each line keeps its name. */
export const firstCellClass = `${cellClass} sticky left-0 bg-white`;
export const numberCellClass = `${cellClass} text-right tabular-nums text-slate-800`;
