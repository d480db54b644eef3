import { type FormEvent, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { TChild, TMeetingInfo } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { notifyError } from '../../../lib/toast';
import { useBookMeetings } from '../api/book-meetings';
import { useCancelMeeting } from '../api/cancel-meeting';
import { type Selection, bookedSlotOf, bookingEntries, pruneSelection, slotOptions, unbookedSubjects } from '../slot-rules';
import { SubjectRow } from './subject-row';

export const NOTHING_SELECTED = 'Please select a time slot.';

/** The subjects of one child in one meeting: choose slots, book them together, cancel one. */
export function BookingForm({ info, child }: { info: TMeetingInfo; child: TChild }) {
  const [picked, setPicked] = useState<Selection>(() => new Map());
  const selection = pruneSelection(picked, child.subjects, info.usedSlots, child.id);
  const book = useBookMeetings({ meetingId: info.id, childId: child.id, onBooked: () => setPicked(new Map()) });
  const cancel = useCancelMeeting({ meetingId: info.id, childId: child.id });
  const unbooked = unbookedSubjects(child.subjects, info.usedSlots, child.id);
  const isBusy = book.isPending || cancel.isPending;

  // A new choice for a subject replaces the earlier one: each subject gets one meeting.
  const choose = (subjectId: number, time: string | undefined) => {
    const next = new Map(selection);
    if (time) next.set(subjectId, time);
    else next.delete(subjectId);
    setPicked(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entries = bookingEntries(info.id, child.id, unbooked, selection);
    if (entries.length === 0) {
      notifyError(NOTHING_SELECTED);
      return;
    }
    book.mutate(entries);
  };

  return (
    <form onSubmit={submit} noValidate>
      {unbooked.length > 0 ? (
        <p className="mb-4 text-sm text-slate-700">There are still {unbooked.length} unbooked meetings. You can book them anytime below:</p>
      ) : null}
      <ul aria-label={`Teachers of ${child.firstName}`} className="divide-y divide-slate-100">
        {child.subjects.map((subject) => {
          const booked = bookedSlotOf(info.usedSlots, child.id, subject.id);
          const entry = {
            meetingId: info.id,
            startTime: booked?.time ?? '',
            teacherId: subject.teacher_id,
            teachingGroup: subject.id,
            childId: child.id,
          };
          return (
            <SubjectRow
              key={subject.id}
              subject={subject}
              bookedTime={booked?.time}
              options={booked ? [] : slotOptions(info, subject, selection)}
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
          <p className="text-sm text-slate-500">The administrator reserves the right to move a slot if necessary.</p>
          <button type="submit" disabled={isBusy} className={buttonClass('primary', 'md', 'tracking-wide')}>
            {book.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            MAKE APPOINTMENT
          </button>
        </div>
      ) : (
        <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-500">
          The administrator reserves the right to move a slot if necessary.
        </p>
      )}
    </form>
  );
}
