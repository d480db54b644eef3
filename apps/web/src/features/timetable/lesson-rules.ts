import { formatTime12h, type TLesson, type TTimetable } from '@carnet/contract';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 1 = Monday ... 7 = Sunday, as the API's day_of_week. */
export function weekdayName(dayOfWeek: number): string {
  return WEEKDAYS[dayOfWeek - 1] ?? '';
}

/** The dialog's time line: 'Monday from 8:00 AM to 9:00 AM' (all times are shown 12-hour). */
export function describeLessonTime(lesson: Pick<TLesson, 'day_of_week' | 'start_hour' | 'end_hour'>): string {
  return `${weekdayName(lesson.day_of_week)} from ${formatTime12h(lesson.start_hour)} to ${formatTime12h(lesson.end_hour)}`;
}

/** The dialog's people line: 'Teacher P. Bernard Hall: B12'. */
export function describeLessonPlace(lesson: Pick<TLesson, 'teacherShortName' | 'hallName'>): string {
  return `Teacher ${lesson.teacherShortName} Hall: ${lesson.hallName}`;
}

/** What hovering an event shows: the long title and the teacher. */
export function lessonHint(lesson: Pick<TLesson, 'matiere_titre' | 'teacherShortName'>): string {
  return `${lesson.matiere_titre} – ${lesson.teacherShortName}`;
}

export type LessonEvent = { id: string; start: string; end: string; title: string; extendedProps: { lesson: TLesson } };

/** The calendar's events: the two-level lesson lists flattened, each placed at its own date and hours. */
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

/** The downloaded file is named "{first name}'s calendar.jpeg", so each child's timetable file is told apart. */
export function timetableFileName(firstName: string): string {
  return `${firstName.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'My'}'s calendar.jpeg`;
}
