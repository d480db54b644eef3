import { addDays, isoWeekday, type TLanguage, zonedInstant } from '@carnet/contract';
import { type ICalCalendar, ICalEventRepeatingFreq } from 'ical-generator';
import { fromJsonText } from '../../db/values';
import { translate } from '../../i18n/translate';
import { addBookingEvent } from '../../lib/ical/booking-event';
import { calendarDay, schoolCalendar, wallClock } from '../../lib/ical/school-calendar';
import type { FeedData } from './feed-data';
import { addHomeworkEvents } from './feed-homework';
import { groupWeekly } from './weekly-lessons';

export type FeedContext = { timeZone: string; domain: string; language: TLanguage; stamp: Date };

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The years the events fall in (the VTIMEZONE covers them), from the first day of the feed to its last event. */
function yearsOf(data: FeedData): { from: number; to: number } {
  const dates = [
    data.from,
    ...data.terms.map((t) => t.end_date),
    ...data.lessons.map((l) => l.date),
    ...data.bookings.map((b) => b.date),
    ...data.homework.map((h) => h.due_date),
  ];
  const years = dates.map((d) => Number(d.slice(0, 4)));
  return { from: Math.min(...years), to: Math.max(...years) };
}

/** Terms (their first and last days), the holidays between them and the school's term dates: all-day events. */
function addSchoolDates(calendar: ICalCalendar, data: FeedData, ctx: FeedContext): void {
  const l = ctx.language;
  const allDay = (id: string, date: string, days: number, summary: string, description?: string) =>
    calendar.createEvent({
      id: `${id}@${ctx.domain}`,
      stamp: ctx.stamp,
      allDay: true,
      start: calendarDay(date),
      end: calendarDay(addDays(date, days)),
      summary,
      ...(description && { description }),
    });
  data.terms.forEach((term, index) => {
    allDay(`term-${term.id}-first`, term.start_date, 1, translate('calendar.term.first', l, { term: term.name }));
    allDay(`term-${term.id}-last`, term.end_date, 1, translate('calendar.term.last', l, { term: term.name }));
    const next = data.terms[index + 1];
    if (!next) return;
    // The days between two terms are holidays when a school day lies among them (not a mere weekend).
    const [first, last] = [addDays(term.end_date, 1), addDays(next.start_date, -1)];
    let hasWeekday = false;
    for (let day = first; day <= last && !hasWeekday; day = addDays(day, 1)) hasWeekday = isoWeekday(day) <= 5;
    if (!hasWeekday) return;
    const days = Math.round((Date.parse(next.start_date) - Date.parse(first)) / 86_400_000);
    allDay(`holidays-after-term-${term.id}`, first, days, translate('calendar.holidays', l));
  });
  for (const event of data.termEvents) {
    const stored = fromJsonText<unknown>(event.event_details, []);
    const details = (Array.isArray(stored) ? (stored as { detail_en?: unknown; detail_fr?: unknown }[]) : []).map((d) =>
      typeof d === 'object' && d !== null ? String((l === 'fr' ? d.detail_fr : d.detail_en) ?? '') : '',
    );
    allDay(`term-event-${event.id}`, event.date, 1, l === 'fr' ? event.title_fr : event.title_en, details.filter(Boolean).join('\n'));
  }
}

/** Each child's timetable as weekly events (RRULE, EXDATE, hall changes as RECURRENCE-ID overrides). */
function addTimetable(calendar: ICalCalendar, data: FeedData, ctx: FeedContext): void {
  const { timeZone, language: l } = ctx;
  const childName = new Map(data.children.map((c) => [c.id, c.first_name]));
  for (const weekly of groupWeekly(data.lessons)) {
    const { lesson } = weekly;
    const id = `lesson-${weekly.key.replace(/:/g, '')}@${ctx.domain}`;
    const summary = data.isParent
      ? translate('calendar.lesson.summary', l, { child: childName.get(lesson.child_id) ?? '', subject: lesson.subject_name })
      : lesson.subject_name;
    const description = translate('calendar.lesson.description', l, {
      teacher: fullName(lesson.teacher_first_name, lesson.teacher_last_name),
      group: lesson.teaching_group,
    });
    const occurrence = (date: string, hall: string) => ({
      id,
      stamp: ctx.stamp,
      start: wallClock(date, lesson.start_hour, timeZone),
      end: wallClock(date, lesson.end_hour, timeZone),
      timezone: timeZone,
      summary,
      description,
      location: translate('calendar.lesson.location', l, { hall }),
    });
    const repeats = weekly.first !== weekly.last;
    calendar.createEvent({
      ...occurrence(weekly.first, lesson.hall_name),
      ...(repeats && {
        repeating: {
          freq: ICalEventRepeatingFreq.WEEKLY,
          ...(weekly.interval === 2 && { interval: 2 }),
          // UNTIL in UTC, as RFC 5545 wants with a TZID start: the start of the last lesson.
          until: new Date(zonedInstant(weekly.last, lesson.start_hour, timeZone)),
          ...(weekly.excluded.length > 0 && { exclude: weekly.excluded.map((date) => wallClock(date, lesson.start_hour, timeZone)) }),
        },
      }),
    });
    for (const moved of weekly.otherHalls) {
      if (!repeats) continue;
      calendar.createEvent({
        ...occurrence(moved.date, moved.hall_name),
        recurrenceId: wallClock(moved.date, lesson.start_hour, timeZone),
      });
    }
  }
}

/** The account's feed: term dates and holidays, the family's appointments, each child's timetable and homework due. */
export function feedIcs(data: FeedData, ctx: FeedContext): string {
  const l = ctx.language;
  const name = data.isParent
    ? translate('calendar.name.family', l, { family: data.names.family_name ?? data.names.last_name })
    : translate('calendar.name.student', l, { name: fullName(data.names.first_name, data.names.last_name) });
  const calendar = schoolCalendar({ name, timeZone: ctx.timeZone, years: yearsOf(data) });
  addSchoolDates(calendar, data, ctx);
  const childName = new Map(data.children.map((c) => [c.id, c.first_name]));
  for (const b of data.bookings) {
    const teacher = fullName(b.teacher_first_name, b.teacher_last_name);
    addBookingEvent(
      calendar,
      {
        id: b.id,
        date: b.date,
        startTime: b.start_time,
        minutes: b.duration_in_minutes,
        sequence: b.sequence,
      },
      {
        summary: translate('calendar.meeting.summary', l, { teacher, child: childName.get(b.child_id) ?? '' }),
        description: translate('calendar.meeting.description', l, { meeting: b.meeting_name, subject: b.subject_name }),
      },
      ctx,
    );
  }
  addTimetable(calendar, data, ctx);
  addHomeworkEvents(calendar, data.homework, { ...ctx, isParent: data.isParent, childName });
  return calendar.toString();
}
