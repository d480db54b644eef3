import { type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import type { TChild, TMeetingInfo } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { notifyError } from '../../../lib/toast';
import { useBookMeetings } from '../api/book-meetings';
import { useCancelMeeting } from '../api/cancel-meeting';
import { type PendingPicks, selectionOf, siblingPicksOf, withChildPicks, withoutBooked } from '../pending-picks';
import { bookedSlotOf, bookingEntries, pruneSelection, slotOptions, unbookedSubjects } from '../slot-rules';
import { SubjectRow } from './subject-row';
import { useSlotText } from './use-slot-text';

export const NOTHING_SELECTED = msg`Please select a time slot.`;

type Props = {
  info: TMeetingInfo;
  child: TChild;
  /** The family's picks not yet booked, every child's: kept by the booking screen. */
  picks: PendingPicks;
  setPicks: Dispatch<SetStateAction<PendingPicks>>;
  /** A brother's or sister's first name, to say whose pick holds a time. */
  childName: (childId: number) => string | undefined;
};

/** The subjects of one child in one meeting: choose slots, book them together, cancel one. */
export function BookingForm({ info, child, picks, setPicks, childName }: Props) {
  const { t } = useLingui();
  const selection = pruneSelection(selectionOf(picks, info.id, child.id), child.subjects, info.usedSlots, child.id);
  const siblingPicks = siblingPicksOf(picks, info.id, child.id, info.usedSlots);
  const book = useBookMeetings({
    meetingId: info.id,
    childId: child.id,
    onBooked: (booked) => setPicks((current) => withoutBooked(current, booked)),
  });
  const cancel = useCancelMeeting({ meetingId: info.id, childId: child.id });
  const unbooked = unbookedSubjects(child.subjects, info.usedSlots, child.id);
  const isBusy = book.isPending || cancel.isPending;
  const slotText = useSlotText({ subjects: child.subjects, childName });

  // A new choice for a subject replaces the earlier one: each subject gets one meeting.
  const choose = (subjectId: number, time: string | undefined) => {
    const next = new Map(selection);
    if (time) next.set(subjectId, time);
    else next.delete(subjectId);
    const entries = bookingEntries(info.id, child.id, child.subjects, next);
    setPicks((current) => withChildPicks(current, info.id, child.id, entries));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entries = bookingEntries(info.id, child.id, unbooked, selection);
    if (entries.length === 0) {
      notifyError(i18n._(NOTHING_SELECTED));
      return;
    }
    book.mutate(entries);
  };

  const { firstName } = child;
  const count = unbooked.length;
  const moveNote = <Trans>The administrator reserves the right to move a slot if necessary.</Trans>;
  return (
    <form onSubmit={submit} noValidate>
      {unbooked.length > 0 ? (
        <p className="mb-4 text-sm text-slate-700">
          <Plural
            value={count}
            one="There is still # unbooked meeting. You can book it anytime below:"
            other="There are still # unbooked meetings. You can book them anytime below:"
          />
        </p>
      ) : null}
      <ul aria-label={t`Teachers of ${firstName}`} className="divide-y divide-slate-100">
        {child.subjects.map((subject) => {
          const booked = bookedSlotOf(info.usedSlots, child.id, subject.id);
          const entry = {
            meetingId: info.id,
            startTime: booked?.time ?? '',
            teacherId: subject.teacher_id,
            teachingGroup: subject.id,
            childId: child.id,
          };
          const options = booked ? [] : slotOptions(info, subject, selection, siblingPicks);
          return (
            <SubjectRow
              key={subject.id}
              subject={subject}
              bookedTime={booked?.time}
              options={options.map((option) => ({ ...option, label: slotText(option) }))}
              chosen={selection.get(subject.id)}
              onChoose={(time) => choose(subject.id, time)}
              onCancel={() => cancel.mutate(entry)}
              isCanceling={cancel.isPending && cancel.variables.teachingGroup === subject.id}
              isBusy={isBusy}
            />
          );
        })}
      </ul>
      {unbooked.length > 0 ? (
        <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-500">{moveNote}</p>
          <button type="submit" disabled={isBusy} className={buttonClass('primary', 'md', 'tracking-wide')}>
            {book.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            <Trans>MAKE APPOINTMENT</Trans>
          </button>
        </div>
      ) : (
        <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-500">{moveNote}</p>
      )}
    </form>
  );
}
