import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRightLeft } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { inputClass } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';
import { formatTimeOfDay } from '../../../../lib/dates';
import { useMoveBooking } from '../api/schedule';
import { Refusal } from './refusal';

type Props = {
  eveningId: number;
  teacherId: number;
  bookingId: number;
  pupil: string;
  freeTimes: string[];
  /** Called as a move is sent (the last outcome is no longer true) and once it is done. */
  onMoving: () => void;
  onMoved: (pupil: string, time: string) => void;
};

/** The office moves a booking to one of the teacher's free slots; a refusal (slot or family taken) is the server's words. */
export function MoveBooking({ eveningId, teacherId, bookingId, pupil, freeTimes, onMoving, onMoved }: Props) {
  const { t } = useLingui();
  const id = useId();
  const move = useMoveBooking({ eveningId, teacherId });
  const [time, setTime] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!time) return;
    onMoving();
    move.mutate({ bookingId, startTime: time }, { onSuccess: () => onMoved(pupil, time) });
  };
  if (freeTimes.length === 0) return null;
  return (
    <form onSubmit={submit} aria-label={t`Move the booking of ${pupil}`} className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-40 flex-1 flex-col gap-1.5 sm:flex-none">
          <label htmlFor={id} className="text-sm font-medium text-slate-700">
            <Trans>Move to</Trans>
          </label>
          <select
            id={id}
            value={time}
            onChange={(event) => {
              setTime(event.target.value);
              move.reset();
            }}
            className={cn(inputClass, 'border-slate-300 sm:w-56')}
          >
            <option value="">{t`Choose a free slot`}</option>
            {freeTimes.map((free) => (
              <option key={free} value={free}>
                {formatTimeOfDay(free)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={!time || move.isPending} className={buttonClass('secondary', 'md', 'h-11')}>
          <ArrowRightLeft aria-hidden="true" className="size-4" />
          <Trans>Move booking</Trans>
        </button>
      </div>
      <Refusal error={move.error} fallback={t`The booking could not be moved. Try again.`} />
    </form>
  );
}
