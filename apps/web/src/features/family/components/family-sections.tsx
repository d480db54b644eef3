import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Users, Wallet } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';

export type FamilySection = 'informations' | 'financial';

const SECTIONS: { id: FamilySection; label: string; icon: ReactNode }[] = [
  { id: 'informations', label: 'Informations', icon: <Users className="size-4" /> },
  { id: 'financial', label: 'Financial', icon: <Wallet className="size-4" /> },
];

type Props = { value: FamilySection; onValueChange: (section: FamilySection) => void; panel: (section: FamilySection) => ReactNode };

/** The side buttons Informations and Financial (tabs: arrows move between them), then the chosen panel. */
export function FamilySections({ value, onValueChange, panel }: Props) {
  const isWide = useMediaQuery('(min-width: 1024px)');
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next === 'financial' ? 'financial' : 'informations')}
      orientation={isWide ? 'vertical' : 'horizontal'}
      className="flex flex-col gap-5 lg:flex-row lg:items-start lg:gap-8"
    >
      <Tabs.List
        aria-label="Family form"
        className="relative flex gap-1 lg:sticky lg:top-6 lg:w-56 lg:shrink-0 lg:flex-col lg:rounded-2xl lg:border lg:border-slate-200/80 lg:bg-white lg:p-2 lg:shadow-xs"
      >
        {SECTIONS.map((section) => (
          <Tabs.Trigger
            key={section.id}
            value={section.id}
            className={cn(
              'group flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              'data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800',
              'max-lg:bg-white max-lg:ring-1 max-lg:ring-slate-200 max-lg:data-[state=active]:ring-brand-200',
            )}
          >
            <span aria-hidden="true" className="text-slate-400 group-data-[state=active]:text-brand-600">
              {section.icon}
            </span>
            {section.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SECTIONS.map((section) => (
        <Tabs.Content key={section.id} value={section.id} className="min-w-0 flex-1 focus-visible:outline-offset-4">
          {panel(section.id)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
