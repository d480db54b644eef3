import { useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CalendarX2, Download, LoaderCircle } from 'lucide-react';
import { schoolWeekStart, type TLesson } from '@carnet/contract';
import { buttonClass } from '../../components/button-styles';
import { ChildSelector, useSelectedChild } from '../../components/child-selector';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { OfflineNotice } from '../../components/offline-notice';
import { PageHeader } from '../../components/page-header';
import { cn } from '../../lib/cn';
import { formatWorkWeek, schoolToday } from '../../lib/dates';
import { notifyError } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useIsOffline } from '../../lib/use-is-offline';
import { PHONE_SCREEN } from '../../lib/use-media-query';
import { useUser } from '../../lib/use-user';
import { moveWeek } from '../../lib/week-offset';
import { useTimetable } from './api/get-timetable';
import { LessonDialog } from './components/lesson-dialog';
import { DayControls } from './components/day-controls';
import { TimetableCalendar } from './components/timetable-calendar';
import { TimetableDay } from './components/timetable-day';
import { ViewSwitch, type TimetableView } from './components/view-switch';
import { WeekControls } from './components/week-controls';
import { firstSchoolDay, lessonsOn, moveSchoolDay, weekOffsetOf } from './day-view-rules';
import { downloadTimetable } from './download-timetable';

/** A lesson opens 250 ms after the click; a click on another lesson meanwhile opens that one instead. */
export const LESSON_OPEN_DELAY_MS = 250;
export const DOWNLOAD_FAILED = msg`An error occurred while downloading the timetable.`;

/** A phone opens on the day (its week grid's columns are too narrow to read), a wider screen on the week. */
const initialView = (): TimetableView => (window.matchMedia(PHONE_SCREEN).matches ? 'day' : 'week');

/** Route /timetable (any signed-in user): one child's work week, week by week, or day by day on a phone. */
export function TimetablePage() {
  const { t, i18n } = useLingui();
  const title = t`Timetable`;
  useDocumentTitle(title);
  const children = useUser()?.familyInfo.children ?? [];
  const { selected, selectedId, select } = useSelectedChild(children);
  // The school's today, not the device's: the week the server counts offsets from.
  const today = schoolToday();
  const [view, setView] = useState<TimetableView>(initialView);
  const [weekOffsetShown, setWeekOffset] = useState(0);
  const [day, setDay] = useState(() => firstSchoolDay(today));
  const weekOffset = view === 'day' ? weekOffsetOf(day, today) : weekOffsetShown;
  const [openLesson, setOpenLesson] = useState<TLesson | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const captureRef = useRef<HTMLDivElement>(null);
  const timetable = useTimetable(selectedId, weekOffset);
  const isOffline = useIsOffline();

  // Switching keeps the place: the week holding the day, or the first school day of the week (today in this one).
  const switchView = (next: TimetableView) => {
    if (next === view) return;
    if (next === 'week') setWeekOffset(weekOffset);
    else setDay(weekOffset === 0 ? firstSchoolDay(today) : schoolWeekStart(today, weekOffset));
    setView(next);
  };

  useEffect(() => () => window.clearTimeout(openTimer.current), []);
  const openLater = (lesson: TLesson) => {
    window.clearTimeout(openTimer.current);
    openTimer.current = window.setTimeout(() => setOpenLesson(lesson), LESSON_OPEN_DELAY_MS);
  };

  const download = useMutation({
    mutationFn: async () => {
      if (!captureRef.current || !selected) throw new Error('The timetable is not on screen');
      await downloadTimetable(captureRef.current, selected.firstName);
    },
    onError: (error) => notifyError(i18n._(DOWNLOAD_FAILED), error),
  });

  if (!selected) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState message={t`No timetable available`} icon={<CalendarX2 className="size-6" />} />
      </>
    );
  }

  // A read waiting for the network (offline, nothing kept for that week) is not loading: the notice says why.
  const isLoading = (timetable.isPending || timetable.isPlaceholderData) && timetable.fetchStatus !== 'paused';
  // Offline, a week never opened on this device stays empty rather than showing another week's lessons.
  const shown = isOffline && timetable.isPlaceholderData ? undefined : timetable.data;
  return (
    <>
      <PageHeader title={title}>
        <button type="button" onClick={() => download.mutate()} disabled={download.isPending} className={buttonClass('primary')}>
          <span aria-hidden="true">
            {download.isPending ? <LoaderCircle className="size-4 animate-spin" /> : <Download className="size-4" />}
          </span>
          <Trans>Download Timetable</Trans>
        </button>
      </PageHeader>
      {isOffline ? (
        <OfflineNotice>
          <Trans>
            You are offline: this is the timetable last seen on this device. A week not opened here before cannot be shown until you are
            back online.
          </Trans>
        </OfflineNotice>
      ) : null}
      <section aria-label={t`Week's lessons`} className="rounded-2xl border border-slate-200/80 bg-white p-3 shadow-xs sm:p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {children.length > 1 ? <ChildSelector items={children} selectedId={selectedId} onSelect={select} /> : <span />}
          <div className="flex flex-wrap items-center gap-3">
            <ViewSwitch view={view} onChange={switchView} />
            {view === 'day' ? (
              <DayControls
                isToday={day === firstSchoolDay(today)}
                onMove={(move) => setDay((current) => moveSchoolDay(current, move, today))}
              />
            ) : (
              <WeekControls weekOffset={weekOffset} onMove={(move) => setWeekOffset((offset) => moveWeek(offset, move))} />
            )}
          </div>
        </div>
        {timetable.isError ? <InlineError message={t`Error loading data.`} /> : null}
        {isLoading ? (
          <p role="status" className="sr-only">
            <Trans>Loading...</Trans>
          </p>
        ) : null}
        {view === 'day' ? (
          <div className={cn('transition-opacity', isLoading && 'opacity-60')}>
            <TimetableDay
              day={day}
              lessons={lessonsOn(shown, day)}
              onLessonClick={openLater}
              captureRef={captureRef}
              childName={`${selected.firstName} ${selected.lastName}`}
              isLoading={isLoading}
            />
          </div>
        ) : (
          <div tabIndex={0} role="region" aria-label={t`Timetable grid`} className="-mx-1 overflow-x-auto rounded-lg">
            <div className={cn('transition-opacity', isLoading && 'opacity-60')}>
              <TimetableCalendar
                weekStart={schoolWeekStart(today, weekOffset)}
                timetable={shown}
                onLessonClick={openLater}
                captureRef={captureRef}
                childName={`${selected.firstName} ${selected.lastName}`}
                weekLabel={formatWorkWeek(weekOffset, today)}
              />
            </div>
          </div>
        )}
      </section>
      <LessonDialog lesson={openLesson} onClose={() => setOpenLesson(null)} />
    </>
  );
}
