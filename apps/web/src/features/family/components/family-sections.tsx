import type { ReactNode } from 'react';
import { Users, Wallet } from 'lucide-react';
import { type SideTab, SideTabs } from '../../../components/side-tabs';

export type FamilySection = 'informations' | 'financial';

const SECTIONS: readonly SideTab<FamilySection>[] = [
  { id: 'informations', label: 'Informations', icon: <Users className="size-4" /> },
  { id: 'financial', label: 'Financial', icon: <Wallet className="size-4" /> },
];

type Props = { value: FamilySection; onValueChange: (section: FamilySection) => void; panel: (section: FamilySection) => ReactNode };

/** The side buttons Informations and Financial, then the chosen panel. */
export function FamilySections({ value, onValueChange, panel }: Props) {
  return <SideTabs label="Family form" tabs={SECTIONS} value={value} onValueChange={onValueChange} panel={panel} />;
}
