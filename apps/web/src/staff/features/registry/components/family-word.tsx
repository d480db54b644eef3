import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TFamilyRequestReason, TRegisterFamilyWord } from '@carnet/contract';

/** What the family said, as the roll call shows it beside the pupil (decision 107). */
const REPORTED: Record<TFamilyRequestReason, MessageDescriptor> = {
  ill: msg`Reported by the family: ill`,
  medical: msg`Reported by the family: medical appointment`,
  family: msg`Reported by the family: family reason`,
  other: msg`Reported by the family: other reason`,
};

/**
 * The family's report or granted leave beside a pupil's name: it informs the teacher and never sets
 * the mark, which stays the teacher's to choose.
 */
export function FamilyWord({ word, id }: { word: TRegisterFamilyWord | null; id?: string }) {
  const { i18n, t } = useLingui();
  if (!word) return null;
  return (
    <span
      id={id}
      className="inline-flex w-fit rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-600/20 ring-inset"
    >
      {word.kind === 'leave' ? t`Leave granted` : i18n._(REPORTED[word.reason])}
    </span>
  );
}
