import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addDays, type TLesson, type TTimetable } from '@carnet/contract';
import { formatTimeOfDay, formatWeekday } from '../../lib/dates';

/** A Monday: the API's day_of_week (1 = Monday ... 7 = Sunday) counts from it, and Intl names the day. */
const A_MONDAY = '2024-01-01';

/** 1 = Monday ... 7 = Sunday, as the API's day_of_week: 'Monday', 'lundi', from Intl in the page's language. */
export function weekdayName(dayOfWeek: number): string {
  if (!Number.isInteger(dayOfWeek) || dayOfWeek < 1 || dayOfWeek > 7) return '';
  return formatWeekday(addDays(A_MONDAY, dayOfWeek - 1));
}

/**
 * The dialog's time line: 'Monday from 8:00 AM to 9:00 AM' in English (12-hour, as specified),
 * 'lundi de 08:00 à 09:00' in French (24-hour). Lessons are school wall-clock times: no zone moves them.
 */
export function describeLessonTime(lesson: Pick<TLesson, 'day_of_week' | 'start_hour' | 'end_hour'>): string {
  const weekday = weekdayName(lesson.day_of_week);
  const start = formatTimeOfDay(lesson.start_hour);
  const end = formatTimeOfDay(lesson.end_hour);
  return i18n._(msg`${weekday} from ${start} to ${end}`);
}

/** The dialog's people line: 'Teacher P. Bernard Hall: B12'. */
export function describeLessonPlace(lesson: Pick<TLesson, 'teacherShortName' | 'hallName'>): string {
  const teacher = lesson.teacherShortName;
  const hall = lesson.hallName;
  return i18n._(msg`Teacher ${teacher} Hall: ${hall}`);
}

/** What hovering an event shows: the long title and the teacher. */
export function lessonHint(lesson: Pick<TLesson, 'matiere_titre' | 'teacherShortName'>): string {
  return `${lesson.matiere_titre} – ${lesson.teacherShortName}`;
}

export type LessonEvent = { id: string; start: string; end: string; title: string; extendedProps: { lesson: TLesson } };

/**
 * The calendar's events: the two-level lesson lists flattened, each placed at its own date and hours.
 * The times carry no zone: the calendar reads them as they are (its `timeZone` is UTC), so a 9:00
 * lesson shows at 9:00 whatever the device's zone.
 */
export function toLessonEvents(timetable: TTimetable | undefined): LessonEvent[] {
  if (!timetable) return [];
  return timetable.lessons.flat().map((lesson) => ({
    id: String(lesson.id),
    start: `${lesson.date}T${lesson.start_hour}:00`,
    end: `${lesson.date}T${lesson.end_hour}:00`,
    title: lesson.matiere_titrecourt,
    extendedProps: { lesson },
  }));
}

/**
 * The downloaded file is named "{first name}'s calendar.jpeg" ('Emploi du temps de {prénom}.jpeg'),
 * so each child's timetable file is told apart.
 */
export function timetableFileName(firstName: string): string {
  const name = firstName.replace(/[\\/:*?"<>|]+/g, '-').trim();
  return name ? i18n._(msg`${name}'s calendar.jpeg`) : i18n._(msg`My's calendar.jpeg`);
}
