import { Trans, useLingui } from '@lingui/react/macro';
import type { Dispatch, SetStateAction } from 'react';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { Card } from '../../../components/card';
import { DateText } from '../../../components/date-text';
import { InlineError } from '../../../components/inline-error';
import { Skeleton } from '../../../components/skeleton';
import { formatLongDate, formatTimeOfDay } from '../../../lib/dates';
import { useChild } from '../../../lib/api/get-child';
import { useMeetingInfo } from '../api/get-meeting-info';
import type { PendingPicks } from '../pending-picks';
import { BookingForm } from './booking-form';

type Props = {
  meetingId: number;
  childId: number;
  picks: PendingPicks;
  setPicks: Dispatch<SetStateAction<PendingPicks>>;
  childName: (childId: number) => string | undefined;
};

/** One child's meeting: its name, date and registration window, then the booking form. */
export function ChildMeeting({ meetingId, childId, picks, setPicks, childName }: Props) {
  const { t } = useLingui();
  const info = useMeetingInfo(meetingId);
  const child = useChild(childId);

  if (info.isError) return <InlineError message={t`Error loading meeting info`} />;
  if (child.isError) return <InlineError message={t`Error loading child info`} />;
  if (!info.data || !child.data) return <Skeleton rows={5} />;

  const { name, date, startTime, endTime, startRegistrationDate, endRegistrationDate } = info.data;
  const start = formatTimeOfDay(startTime);
  const end = formatTimeOfDay(endTime);
  const opensOn = formatLongDate(startRegistrationDate);
  const closesOn = formatLongDate(endRegistrationDate);
  return (
    <Card title={name} titleId={`meeting-title-${meetingId}`} icon={<CalendarDays className="size-4" />}>
      <div className="-mt-1 mb-5 flex flex-col gap-1.5 text-sm text-slate-600">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
          <span className="inline-flex items-center gap-1.5 font-medium text-slate-800">
            <UserRound aria-hidden="true" className="size-4 text-slate-400" />
            {child.data.firstName} {child.data.lastName}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-slate-400" />
            <span>
              <Trans>
                <DateText value={date} />, {start} to {end}
              </Trans>
            </span>
          </span>
        </p>
        <p>
          <Trans>
            Meetings are open from {opensOn} to {closesOn}
          </Trans>
        </p>
      </div>
      <BookingForm info={info.data} child={child.data} picks={picks} setPicks={setPicks} childName={childName} />
    </Card>
  );
}
