import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleDashed, ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { OFFICE_ROLES, type TRollCallLesson } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { formatInstantTime, formatTimeOfDay } from '../../../../lib/dates';
import { useUser } from '../../../../lib/use-user';
import { staffPages, withId } from '../../../staff-paths';

/** One lesson of the day: when, which group, where, whether its register is taken, and the way to it. */
export function LessonCard({ lesson }: { lesson: TRollCallLesson }) {
  const { t } = useLingui();
  const isOffice = useUser()?.roles.some((role) => OFFICE_ROLES.includes(role)) ?? false;
  const time = `${formatTimeOfDay(lesson.startHour)} – ${formatTimeOfDay(lesson.endHour)}`;
  const group = lesson.teachingGroup;
  const hall = lesson.hallName;
  const takenAt = lesson.takenAt ? formatInstantTime(lesson.takenAt) : null;
  // The lesson's registry entries: absent and late pupils alike.
  const absent = lesson.absentCount;
  const pupils = lesson.pupilCount;
  const action = takenAt ? t`Open the register` : t`Take the register`;
  // The link's full name is a sentence of the catalog, so French gets its space before the colon.
  const actionName = takenAt ? t`Open the register: ${group}, ${time}` : t`Take the register: ${group}, ${time}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs">
      <div>
        <p className="text-sm font-semibold text-brand-700 tabular-nums">{time}</p>
        <h2 className="mt-0.5 text-lg font-semibold text-slate-900">{group}</h2>
        <p className="text-sm text-slate-600">
          <Trans>Room {hall}</Trans>
          {isOffice ? <span>{` · ${lesson.teacher}`}</span> : null}
          <span aria-hidden="true"> · </span>
          <Plural value={pupils} one="# pupil" other="# pupils" />
        </p>
      </div>
      {takenAt ? (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <Trans>Taken at {takenAt}</Trans>
            {absent > 0 ? (
              <span className="font-normal text-slate-700">
                {' · '}
                <Plural value={absent} one="# absent or late" other="# absent or late" />
              </span>
            ) : null}
          </span>
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm font-medium text-amber-800">
          <CircleDashed aria-hidden="true" className="size-4 shrink-0" />
          <Trans>Not taken</Trans>
        </p>
      )}
      <Link
        to={withId(staffPages.register, lesson.id)}
        aria-label={actionName}
        className={buttonClass(takenAt ? 'secondary' : 'primary', 'md', 'h-11 w-full sm:w-auto sm:self-start')}
      >
        <ClipboardCheck aria-hidden="true" className="size-4" />
        {action}
      </Link>
    </li>
  );
}
