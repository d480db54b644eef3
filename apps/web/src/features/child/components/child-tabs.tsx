import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BookOpen, ClipboardList, DoorOpen, HeartPulse, MessageSquareExclamationPoint } from 'lucide-react';
import { SideTabs } from '../../../components/side-tabs';
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

/** The child page's tabs, each with its icon and a dot while it holds something new. */
export function ChildTabs({ tabs, value, onValueChange, withNews, panel }: Props) {
  const { t } = useLingui();
  const sideTabs = tabs.map((tab) => ({ ...tab, icon: ICONS[tab.id], hasNews: withNews.has(tab.id) }));
  return <SideTabs label={t`Child information`} tabs={sideTabs} value={value} onValueChange={onValueChange} panel={panel} />;
}
