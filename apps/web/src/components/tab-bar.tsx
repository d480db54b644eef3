import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import { cn } from '../lib/cn';

export type TabItem = { value: string; label: string; hasDot?: boolean };

type Props = {
  label: string;
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** Shown beside the tabs on wide screens, under them on small ones (e.g. 'Download all ...'). */
  action?: ReactNode;
  children: ReactNode;
};

/**
 * Tabs as a pill bar (Radix Tabs: arrow keys move between tabs, one tab stop); the panel is the
 * children, for the selected value only.
 *
 * Radix builds each tab's id from its value, and the panel names its tab by that id: a value with a
 * space ('School certificate') would make the panel's aria-labelledby point at two ids that do not
 * exist. So Radix is given each tab's place in the list, and the caller keeps its own values.
 */
export function TabBar({ label, items, value, onValueChange, action, children }: Props) {
  const selected = String(items.findIndex((item) => item.value === value));
  const choose = (place: string) => {
    const item = items[Number(place)];
    if (item) onValueChange(item.value);
  };
  return (
    <Tabs.Root value={selected} onValueChange={choose}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <Tabs.List aria-label={label} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 py-1">
          {items.map((item, place) => (
            <Tabs.Trigger
              key={item.value}
              value={String(place)}
              className={cn(
                'relative inline-flex shrink-0 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                'border-slate-200 bg-white text-slate-600 hover:border-slate-300 hover:text-slate-900',
                'data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white',
              )}
            >
              {item.label}
              {item.hasDot ? (
                <span className="size-2 rounded-full bg-emerald-500 ring-2 ring-white">
                  <span className="sr-only">
                    <Trans>(new)</Trans>
                  </span>
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {action}
      </div>
      <Tabs.Content value={selected} className="rounded-xl">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
