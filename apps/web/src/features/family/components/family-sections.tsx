import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Users, Wallet } from 'lucide-react';
import { SideTabs } from '../../../components/side-tabs';

export type FamilySection = 'informations' | 'financial';

const SECTIONS: readonly { id: FamilySection; label: MessageDescriptor; icon: ReactNode }[] = [
  { id: 'informations', label: msg`Informations`, icon: <Users className="size-4" /> },
  { id: 'financial', label: msg`Financial`, icon: <Wallet className="size-4" /> },
];

type Props = { value: FamilySection; onValueChange: (section: FamilySection) => void; panel: (section: FamilySection) => ReactNode };

/** The side buttons Informations and Financial, then the chosen panel. */
export function FamilySections({ value, onValueChange, panel }: Props) {
  const { i18n, t } = useLingui();
  const tabs = SECTIONS.map((section) => ({ ...section, label: i18n._(section.label) }));
  return <SideTabs label={t`Family form`} tabs={tabs} value={value} onValueChange={onValueChange} panel={panel} />;
}
