import { useLingui } from '@lingui/react/macro';
import type { TSubject } from '@carnet/contract';
import type { SlotOption } from '../slot-rules';

type Names = {
  subjects: readonly Pick<TSubject, 'id' | 'name'>[];
  childName: (childId: number) => string | undefined;
};

/**
 * The text of a slot in the picker: its time, and, when it cannot be chosen, why. A native
 * `<option disabled>` carries no tooltip, so the reason is in its text: a screen reader reads it with
 * the time, a keyboard user meets it in the list, and everyone sees it when the list opens.
 */
export function useSlotText({ subjects, childName }: Names): (option: SlotOption) => string {
  const { t } = useLingui();
  return ({ label: time, block }) => {
    switch (block?.kind) {
      case undefined:
        return time;
      case 'family':
        return t`${time} — your family already has an appointment`;
      case 'taken':
        return t`${time} — taken`;
      case 'chosen-subject': {
        const subject = subjects.find((candidate) => candidate.id === block.subjectId)?.name;
        return subject ? t`${time} — already chosen for ${subject}` : t`${time} — already chosen`;
      }
      case 'chosen-child': {
        const name = childName(block.childId);
        return name ? t`${time} — already chosen for ${name}` : t`${time} — already chosen`;
      }
    }
  };
}
