import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { cn } from '../lib/cn';
import { useMediaQuery } from '../lib/use-media-query';
import { NewDot } from './new-dot';

export type SideTab<T extends string> = { id: T; label: string; icon: ReactNode; hasNews?: boolean };

type Props<T extends string> = {
  label: string;
  tabs: readonly SideTab<T>[];
  value: T;
  onValueChange: (tab: T) => void;
  panel: (tab: T) => ReactNode;
};

/**
 * Tabs beside their panel on wide screens, wrapped rows above it on small ones (Radix Tabs: arrows move
 * between them, one tab stop). The child page and the family form share this look.
 */
export function SideTabs<T extends string>({ label, tabs, value, onValueChange, panel }: Props<T>) {
  const isWide = useMediaQuery('(min-width: 1024px)');
  const tabOf = (candidate: string) => tabs.find((tab) => tab.id === candidate)?.id;
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => {
        const tab = tabOf(next);
        if (tab) onValueChange(tab);
      }}
      orientation={isWide ? 'vertical' : 'horizontal'}
      className="flex flex-col gap-5 lg:flex-row lg:items-start lg:gap-8"
    >
      <Tabs.List
        aria-label={label}
        className="relative flex flex-wrap gap-1.5 lg:sticky lg:top-6 lg:w-56 lg:shrink-0 lg:flex-col lg:flex-nowrap lg:gap-1 lg:rounded-2xl lg:border lg:border-slate-200/80 lg:bg-white lg:p-2 lg:shadow-xs"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className={cn(
              'group flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              'data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800',
              'max-lg:bg-white max-lg:ring-1 max-lg:ring-slate-200 max-lg:data-[state=active]:ring-brand-200',
            )}
          >
            <span aria-hidden="true" className="text-slate-400 group-data-[state=active]:text-brand-600">
              {tab.icon}
            </span>
            <span className="flex-1 text-left">{tab.label}</span>
            {tab.hasNews ? <NewDot /> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="min-w-0 flex-1 focus-visible:outline-offset-4">
          {panel(tab.id)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
