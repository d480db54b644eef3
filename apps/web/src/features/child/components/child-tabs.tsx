import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { BookOpen, ClipboardList, DoorOpen, HeartPulse, MessageSquareExclamationPoint } from 'lucide-react';
import { NewDot } from '../../../components/new-dot';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { ChildTabId } from '../child-rules';

const ICONS: Record<ChildTabId, ReactNode> = {
  registry: <ClipboardList className="size-4" />,
  'exit-permission': <DoorOpen className="size-4" />,
  subject: <BookOpen className="size-4" />,
  medical: <HeartPulse className="size-4" />,
  concern: <MessageSquareExclamationPoint className="size-4" />,
};

type Props = {
  tabs: readonly { id: ChildTabId; label: string }[];
  value: ChildTabId;
  onValueChange: (tab: ChildTabId) => void;
  withNews: ReadonlySet<ChildTabId>;
  panel: (tab: ChildTabId) => ReactNode;
};

/** Side tabs on wide screens, wrapped rows above the content on small ones; arrows move between them. */
export function ChildTabs({ tabs, value, onValueChange, withNews, panel }: Props) {
  const isWide = useMediaQuery('(min-width: 1024px)');
  const isTab = (candidate: string): candidate is ChildTabId => tabs.some((tab) => tab.id === candidate);
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => isTab(next) && onValueChange(next)}
      orientation={isWide ? 'vertical' : 'horizontal'}
      className="flex flex-col gap-5 lg:flex-row lg:items-start lg:gap-8"
    >
      <Tabs.List
        aria-label="Child information"
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
              {ICONS[tab.id]}
            </span>
            <span className="flex-1 text-left">{tab.label}</span>
            {withNews.has(tab.id) ? <NewDot label="New" /> : null}
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
