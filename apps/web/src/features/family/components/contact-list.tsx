import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TFamilyMember } from '@carnet/contract';
import { EmptyState } from '../../../components/empty-state';
import { ContactCard } from './contact-card';

/** Every contact as 'Contact N'; one is edited at a time. */
export function ContactList({ members }: { members: readonly TFamilyMember[] }) {
  const { t } = useLingui();
  const [editingId, setEditingId] = useState<number | null>(null);
  if (members.length === 0) return <EmptyState message={t`No contacts recorded`} />;
  return (
    <div className="flex flex-col gap-6">
      {members.map((member, index) => (
        <ContactCard
          key={member.id}
          member={member}
          index={index}
          isEditing={editingId === member.id}
          onEdit={() => setEditingId(member.id)}
          onDone={() => setEditingId(null)}
        />
      ))}
    </div>
  );
}
