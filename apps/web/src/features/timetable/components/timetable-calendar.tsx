import { useEffect, useMemo, useRef, type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { DayHeaderContentArg, EventClickArg, EventContentArg, EventMountArg, SlotLabelContentArg } from '@fullcalendar/core';
import { TIMETABLE_DAY_END, TIMETABLE_DAY_START, timeOfDay, toIsoDate, type TLesson, type TTimetable } from '@carnet/contract';
import { formatDate, formatTimeOfDay, formatWeekday, intlLocale, schoolToday } from '../../../lib/dates';
import { lessonColors } from '../lesson-colors';
import { describeLessonTime, toLessonEvents } from '../lesson-rules';
import { LessonEventContent } from './lesson-event-content';
import './timetable-calendar.css';

type Props = {
  /** Monday of the week on screen. */
  weekStart: string;
  timetable: TTimetable | undefined;
  onLessonClick: (lesson: TLesson) => void;
  /** The node saved as the JPEG: the whole grid, even where a small screen scrolls it. */
  captureRef: Ref<HTMLDivElement>;
  /** Whose week it is and which; shown above the grid and so also in the JPEG. */
  childName: string;
  weekLabel: string;
};

const lessonOf = (arg: { event: { extendedProps: Record<string, unknown> } }) => arg.event.extendedProps.lesson as TLesson;

/*
 * The calendar runs in UTC: lessons are school wall-clock times ('09:00') and the days are calendar
 * days, so UTC, which has no daylight saving and is no device's guess, shows them as they are. A date
 * it hands over is read back in UTC (getUTCHours, toISOString).
 */
const CALENDAR_TIME_ZONE = 'UTC';

/** 'Mon' and '23 Nov', 'lun.' and '23 nov.': the page's language, from Intl. */
function renderDayHeader({ date }: DayHeaderContentArg) {
  const day = toIsoDate(date);
  return (
    <span className="flex flex-col items-center py-1 leading-tight">
      <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">{formatWeekday(day, 'short')}</span>
      <span className="text-sm font-semibold text-slate-900">{formatDate(day, { day: '2-digit', month: 'short' })}</span>
    </span>
  );
}

/** The hour labels read like the lesson dialog: '8:00 AM' in English, '08:00' in French. */
function renderSlotLabel({ date }: SlotLabelContentArg) {
  return <span className="text-xs text-slate-500">{formatTimeOfDay(timeOfDay(date.getUTCHours() * 60 + date.getUTCMinutes()))}</span>;
}

function renderEvent(arg: EventContentArg) {
  return <LessonEventContent lesson={lessonOf(arg)} />;
}

/** Events are focusable (FullCalendar opens them with Enter); the name says what and when. */
function describeEvent(arg: EventMountArg) {
  const lesson = lessonOf(arg);
  arg.el.setAttribute('role', 'button');
  arg.el.setAttribute('aria-label', `${lesson.matiere_titre}, ${describeLessonTime(lesson)}`);
}

/** The work-week grid from 08:00 to 16:00, the school day; lessons side by side, so none hides another. */
export function TimetableCalendar({ weekStart, timetable, onLessonClick, captureRef, childName, weekLabel }: Props) {
  const { t } = useLingui();
  const calendarRef = useRef<FullCalendar>(null);
  const events = useMemo(
    () =>
      toLessonEvents(timetable).map((event) => {
        const colors = lessonColors(event.extendedProps.lesson.color);
        return { ...event, backgroundColor: colors.background, borderColor: colors.border, textColor: colors.text };
      }),
    [timetable],
  );
  /*
   * FullCalendar's own texts and formats in the page's language: its dates from Intl in the page's
   * locale, its few words from our catalogs (no FullCalendar locale file to load). `t` is new when the
   * language changes: new content functions then make it draw the headers and hour labels again.
   */
  const languageOptions = useMemo(
    () => ({
      locale: intlLocale(),
      allDayText: t`all-day`,
      noEventsText: t`No lessons to display`,
      closeHint: t`Close`,
      timeHint: t`Time`,
      eventHint: t`Lesson`,
      dayHeaderContent: (arg: DayHeaderContentArg) => renderDayHeader(arg),
      slotLabelContent: (arg: SlotLabelContentArg) => renderSlotLabel(arg),
      eventDidMount: (arg: EventMountArg) => describeEvent(arg),
    }),
    [t],
  );

  // The week is chosen outside the calendar; its own toolbar is off, so it follows here.
  useEffect(() => {
    calendarRef.current?.getApi().gotoDate(weekStart);
  }, [weekStart]);

  const handleClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    onLessonClick(lessonOf(arg));
  };

  return (
    <div ref={captureRef} className="timetable-calendar min-w-[32rem] bg-white p-1">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1">
        <h2 aria-live="polite" className="text-base font-semibold text-slate-900">
          <Trans>Week of {weekLabel}</Trans>
        </h2>
        <p className="text-sm text-slate-500">{childName}</p>
      </div>
      <FullCalendar
        ref={calendarRef}
        plugins={[timeGridPlugin]}
        initialView="timeGridWeek"
        initialDate={weekStart}
        timeZone={CALENDAR_TIME_ZONE}
        // The school's today, not the device's: a parent abroad sees the school's day marked.
        now={schoolToday}
        headerToolbar={false}
        weekends={false}
        firstDay={1}
        allDaySlot={false}
        slotMinTime={`${TIMETABLE_DAY_START}:00`}
        slotMaxTime={`${TIMETABLE_DAY_END}:00`}
        slotDuration="00:30:00"
        slotLabelInterval="01:00"
        slotEventOverlap={false}
        expandRows
        height="auto"
        nowIndicator={false}
        events={events}
        eventContent={renderEvent}
        eventClick={handleClick}
        {...languageOptions}
      />
    </div>
  );
}
