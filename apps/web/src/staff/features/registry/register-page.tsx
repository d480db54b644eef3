import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { TRegister } from '@carnet/contract';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { ApiError } from '../../../lib/api-error';
import { formatInstantTime, formatLongDate, formatTimeOfDay, formatWeekday } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { staffPages } from '../../staff-paths';
import { useRegister } from './api/register';
import { RegisterForm } from './components/register-form';
import { RegisterReadOnly } from './components/register-read-only';

/** One lesson's register, made for a phone in a classroom: a row per pupil, three marks each, one Submit. */
export function RegisterPage() {
  const { t } = useLingui();
  const lessonId = Number(useParams().id);
  const register = useRegister(lessonId);
  const group = register.data?.lesson.teachingGroup;
  useDocumentTitle(group ? t`Register of ${group}` : t`Register`);
  const back = `${staffPages.rollCall}${register.data ? `?date=${register.data.lesson.date}` : ''}`;
  return (
    <>
      <Link to={back} className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Roll call</Trans>
      </Link>
      {register.isError && !register.data ? (
        <InlineError
          message={
            register.error instanceof ApiError && register.error.status === 404
              ? t`This lesson is not in your timetable, or no longer exists.`
              : t`The register could not be loaded.`
          }
          onRetry={register.error instanceof ApiError && register.error.status === 404 ? undefined : () => void register.refetch()}
        />
      ) : !register.data ? (
        <Skeleton rows={6} />
      ) : (
        <Register register={register.data} />
      )}
    </>
  );
}

function Register({ register }: { register: TRegister }) {
  const { t } = useLingui();
  const { lesson } = register;
  const hall = lesson.hallName;
  const group = lesson.teachingGroup;
  const day = `${formatWeekday(lesson.date)} ${formatLongDate(lesson.date)}`;
  const time = `${formatTimeOfDay(lesson.startHour)} – ${formatTimeOfDay(lesson.endHour)}`;
  const takenAt = lesson.takenAt ? formatInstantTime(lesson.takenAt) : null;
  const takenBy = register.takenBy ?? '';
  return (
    <>
      <PageHeader
        title={t`Register of ${group}`}
        description={
          <>
            <span className="block first-letter:uppercase">{day}</span>
            <span className="block">
              <span className="tabular-nums">{time}</span>
              <span aria-hidden="true"> · </span>
              <Trans>Room {hall}</Trans>
            </span>
            <span className="mt-1 block text-sm">
              {takenAt ? (
                <Trans>
                  Taken at {takenAt} by {takenBy}
                </Trans>
              ) : (
                <Trans>Not taken yet</Trans>
              )}
            </span>
          </>
        }
      />
      {register.pupils.length === 0 ? (
        <EmptyState message={t`This teaching group has no pupils.`} />
      ) : register.isEditable ? (
        <RegisterForm register={register} />
      ) : (
        <RegisterReadOnly register={register} />
      )}
    </>
  );
}
