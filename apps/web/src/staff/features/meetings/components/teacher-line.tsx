import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import type { TEvening } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { schedulePage } from '../evening-links';
import { FillBar } from './fill-bar';

type Line = TEvening['teachers'][number];

/** One teacher of the evening: how many slots, how many booked, and the way to their schedule. */
export function TeacherLine({ eveningId, line }: { eveningId: number; line: Line }) {
  const { t } = useLingui();
  const teacher = line.teacher;
  return (
    <li className="grid gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs">
      <h2 className="text-base font-semibold text-slate-900">{teacher}</h2>
      <FillBar fillRate={line.fillRate} booked={line.booked} slots={line.slots} />
      <Link
        to={schedulePage(eveningId, line.teacherId)}
        aria-label={t`Schedule of ${teacher}`}
        className={buttonClass('secondary', 'md', 'h-11 w-full sm:w-auto sm:justify-self-start')}
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        <Trans>Schedule</Trans>
      </Link>
    </li>
  );
}
