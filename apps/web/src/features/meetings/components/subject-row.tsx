import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, LoaderCircle } from 'lucide-react';
import type { TSubject } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { formatTimeOfDay } from '../../../lib/dates';
import type { SlotOption } from '../slot-rules';
import { SlotPicker } from './slot-picker';
import { TeacherAvatar } from './teacher-avatar';

type Props = {
  subject: TSubject;
  /** 'HH:MM' when this subject is booked: the row shows the time and Cancel instead of the picker. */
  bookedTime: string | undefined;
  options: readonly SlotOption[];
  chosen: string | undefined;
  onChoose: (time: string | undefined) => void;
  onCancel: () => void;
  isCanceling: boolean;
  isBusy: boolean;
};

/** One subject of the child: the teacher, then either the booked time or the slot picker. */
export function SubjectRow({ subject, bookedTime, options, chosen, onChoose, onCancel, isCanceling, isBusy }: Props) {
  const { t } = useLingui();
  const { name: subjectName, teacher_name: teacher } = subject;
  const bookedAt = bookedTime ? formatTimeOfDay(bookedTime) : '';
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <TeacherAvatar teacherId={subject.teacher_id} name={subject.teacher_name} />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{subject.teacher_name}</p>
          <p className="truncate text-sm text-slate-500">{subject.name}</p>
        </div>
      </div>
      {bookedTime ? (
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <p className="inline-flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
            <CalendarCheck aria-hidden="true" className="size-4" />
            <span>
              <Trans>
                <span className="sr-only">Booked at </span>
                <time dateTime={bookedTime}>{bookedAt}</time>
              </Trans>
            </span>
          </p>
          <button type="button" onClick={onCancel} disabled={isBusy} className={buttonClass('secondary', 'md')}>
            {isCanceling ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            <Trans>
              Cancel<span className="sr-only"> the meeting with {teacher}</span>
            </Trans>
          </button>
        </div>
      ) : (
        <SlotPicker
          label={t`${subjectName} slot with ${teacher}`}
          options={options}
          value={chosen}
          onChange={onChoose}
          isDisabled={isBusy}
        />
      )}
    </li>
  );
}
