import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { formatTime12h } from '@carnet/contract';
import { Card } from '../../../components/card';
import { DateText } from '../../../components/date-text';
import { InlineError } from '../../../components/inline-error';
import { Skeleton } from '../../../components/skeleton';
import { formatLongDate } from '../../../lib/dates';
import { useChild } from '../../../lib/api/get-child';
import { useMeetingInfo } from '../api/get-meeting-info';
import { BookingForm } from './booking-form';

/** One child's meeting: its name, date and registration window, then the booking form. */
export function ChildMeeting({ meetingId, childId }: { meetingId: number; childId: number }) {
  const info = useMeetingInfo(meetingId);
  const child = useChild(childId);

  if (info.isError) return <InlineError message="Error loading meeting info" />;
  if (child.isError) return <InlineError message="Error loading child info" />;
  if (!info.data || !child.data) return <Skeleton rows={5} />;

  const { name, date, startTime, endTime, startRegistrationDate, endRegistrationDate } = info.data;
  return (
    <Card title={name} titleId="meeting-title" icon={<CalendarDays className="size-4" />}>
      <div className="-mt-1 mb-5 flex flex-col gap-1.5 text-sm text-slate-600">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
          <span className="inline-flex items-center gap-1.5 font-medium text-slate-800">
            <UserRound aria-hidden="true" className="size-4 text-slate-400" />
            {child.data.firstName} {child.data.lastName}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-slate-400" />
            <span>
              <DateText value={date} />, {formatTime12h(startTime)} to {formatTime12h(endTime)}
            </span>
          </span>
        </p>
        <p>
          Meetings are open from {formatLongDate(startRegistrationDate)} to {formatLongDate(endRegistrationDate)}
        </p>
      </div>
      <BookingForm info={info.data} child={child.data} />
    </Card>
  );
}
