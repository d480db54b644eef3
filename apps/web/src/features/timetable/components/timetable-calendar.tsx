import { useEffect, useMemo, useRef, type Ref } from 'react';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { DayHeaderContentArg, EventClickArg, EventContentArg, EventMountArg, SlotLabelContentArg } from '@fullcalendar/core';
import { formatTime12h, TIMETABLE_DAY_END, TIMETABLE_DAY_START, timeOfDay, type TLesson, type TTimetable } from '@carnet/contract';
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

const weekdayShort = new Intl.DateTimeFormat('en-GB', { weekday: 'short' });
const dayAndMonth = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short' });

const lessonOf = (arg: { event: { extendedProps: Record<string, unknown> } }) => arg.event.extendedProps.lesson as TLesson;

function renderDayHeader({ date }: DayHeaderContentArg) {
  return (
    <span className="flex flex-col items-center py-1 leading-tight">
      <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">{weekdayShort.format(date)}</span>
      <span className="text-sm font-semibold text-slate-900">{dayAndMonth.format(date)}</span>
    </span>
  );
}

/** Every time is shown 12-hour, the hour labels too, so the grid reads like the lesson dialog. */
function renderSlotLabel({ date }: SlotLabelContentArg) {
  return <span className="text-xs text-slate-500">{formatTime12h(timeOfDay(date.getHours() * 60 + date.getMinutes()))}</span>;
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
  const calendarRef = useRef<FullCalendar>(null);
  const events = useMemo(
    () =>
      toLessonEvents(timetable).map((event) => {
        const colors = lessonColors(event.extendedProps.lesson.color);
        return { ...event, backgroundColor: colors.background, borderColor: colors.border, textColor: colors.text };
      }),
    [timetable],
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
          Week of {weekLabel}
        </h2>
        <p className="text-sm text-slate-500">{childName}</p>
      </div>
      <FullCalendar
        ref={calendarRef}
        plugins={[timeGridPlugin]}
        initialView="timeGridWeek"
        initialDate={weekStart}
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
        eventDidMount={describeEvent}
        eventClick={handleClick}
        dayHeaderContent={renderDayHeader}
        slotLabelContent={renderSlotLabel}
      />
    </div>
  );
}
