import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, UserRound } from 'lucide-react';
import type { TFamilyMember } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { Card } from '../../../components/card';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

type Props = { member: TFamilyMember; index: number; isEditing: boolean; onEdit: () => void; onDone: () => void };

/** 'Contact N': read-only with an Edit button, or the prefilled form while editing. */
export function ContactCard({ member, index, isEditing, onEdit, onDone }: Props) {
  const { t } = useLingui();
  const number = index + 1;
  const title = t`Contact ${number}`;
  const titleId = `contact-${member.id}`;
  return (
    <Card
      title={title}
      titleId={titleId}
      icon={<UserRound className="size-4" />}
      action={
        isEditing ? null : (
          <button type="button" onClick={onEdit} className={buttonClass('secondary', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>
              Edit<span className="sr-only"> {title}</span>
            </Trans>
          </button>
        )
      }
    >
      {isEditing ? <ContactForm member={member} title={title} titleId={titleId} onDone={onDone} /> : <ContactDetails member={member} />}
    </Card>
  );
}
