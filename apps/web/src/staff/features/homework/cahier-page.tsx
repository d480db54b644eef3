import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TStaffCahier } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUser } from '../../../lib/use-user';
import { ItemQueryState } from '../../components/item-query-state';
import { staffPages } from '../../staff-paths';
import { useCahier } from './api/cahier';
import { HomeworkEntry } from './components/homework-entry';
import { HomeworkForm, type SavedOutcome } from './components/homework-form';
import { LessonEntry } from './components/lesson-entry';
import { PrintCahierButton } from './components/print-cahier-button';
import { SavedNotice } from './components/saved-notice';
import { WeekNav } from './components/week-nav';
import { useWeekParam } from './use-week-param';

/** A teaching group's cahier de textes, a week at a time: its lessons with their notes, and the homework due that week. */
export function CahierPage() {
  const { t } = useLingui();
  const groupId = Number(useParams().id);
  const week = useWeekParam();
  const cahier = useCahier(groupId, week.monday, week.sunday);
  useDocumentTitle(t`Cahier de textes`);
  return (
    <>
      <Link to={staffPages.homework} className={buttonClass('ghost', 'sm', 'mb-3 -ml-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All teaching groups</Trans>
      </Link>
      <ItemQueryState
        query={cahier}
        missingMessage={t`This teaching group is not one you can read.`}
        failedMessage={t`The cahier de textes could not be loaded.`}
      >
        {(data) => <Cahier cahier={data} week={week} isFetching={cahier.isFetching} />}
      </ItemQueryState>
    </>
  );
}

function Cahier({ cahier, week, isFetching }: { cahier: TStaffCahier; week: ReturnType<typeof useWeekParam>; isFetching: boolean }) {
  const { t } = useLingui();
  const { group } = cahier;
  // The group's teacher writes its cahier; the office reads every group's (decision 110), and nobody writes in an archived one.
  const isTeacher = useUser()?.roles.includes('ROLE_TEACHER') ?? false;
  const isArchived = group.archivedAt !== null;
  const isReadOnly = isArchived || !isTeacher;
  const [isSettingForDate, setIsSettingForDate] = useState(false);
  const [outcome, setOutcome] = useState<SavedOutcome | null>(null);
  const { subject, teachingGroup, className, teacherName } = group;
  const title = `${subject} · ${teachingGroup}`;
  const onSaved = (saved: SavedOutcome) => {
    if (saved.saved.warnings.length > 0) setOutcome(saved);
    else {
      setOutcome(null);
      notifySuccess(t`The homework is saved.`);
    }
  };
  return (
    <>
      <PageHeader title={title} description={t`Cahier de textes of ${className}, ${teacherName}`}>
        <PrintCahierButton groupId={group.id} title={t`Cahier de textes ${teachingGroup} ${subject}`} />
      </PageHeader>
      {isArchived ? (
        <p className="mb-5 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          <Trans>This group was archived at the new school year: its cahier de textes can be read and printed, not changed.</Trans>
        </p>
      ) : !isTeacher ? (
        <p className="mb-5 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          <Trans>You read this cahier de textes: the group's teacher writes its notes and sets its homework.</Trans>
        </p>
      ) : null}
      {outcome ? <SavedNotice outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      <WeekNav monday={week.monday} thisMonday={week.thisMonday} onChange={week.setMonday} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" aria-busy={isFetching}>
        <section aria-labelledby="lessons-title" className="grid content-start gap-3">
          <h2 id="lessons-title" className="text-lg font-semibold text-slate-900">
            <Trans>Lessons</Trans>
          </h2>
          {cahier.lessons.length === 0 ? (
            <EmptyState message={t`No lessons of this group this week.`} />
          ) : (
            <ul className="grid gap-3">
              {cahier.lessons.map((lesson) => (
                <LessonEntry key={lesson.lessonId} groupId={group.id} lesson={lesson} isReadOnly={isReadOnly} onSaved={onSaved} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="homework-title" className="grid content-start gap-3">
          <h2 id="homework-title" className="text-lg font-semibold text-slate-900">
            <Trans>Homework due this week</Trans>
          </h2>
          {!isReadOnly && !isSettingForDate ? (
            <div>
              <button type="button" onClick={() => setIsSettingForDate(true)} className={buttonClass('secondary', 'sm', 'h-10')}>
                <Plus aria-hidden="true" className="size-4" />
                <Trans>Set homework for a date</Trans>
              </button>
            </div>
          ) : null}
          {isSettingForDate ? (
            <HomeworkForm
              groupId={group.id}
              onDone={(saved) => {
                setIsSettingForDate(false);
                if (saved) onSaved(saved);
              }}
            />
          ) : null}
          {cahier.homework.length === 0 ? (
            <EmptyState message={t`No homework due this week.`} />
          ) : (
            <ul className="grid gap-3">
              {cahier.homework.map((homework) => (
                <HomeworkEntry key={homework.id} homework={homework} isReadOnly={isReadOnly} onSaved={onSaved} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
