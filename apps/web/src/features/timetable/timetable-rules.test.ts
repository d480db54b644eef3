import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLesson, TTimetable } from '@carnet/contract';
import { speak } from '../../test/render';
import { contrastRatio, lessonColors, LESSON_TEXT_COLOR, parseHexColor } from './lesson-colors';
import { describeLessonPlace, describeLessonTime, lessonHint, timetableFileName, toLessonEvents, weekdayName } from './lesson-rules';

const lesson = (overrides: Partial<TLesson> = {}): TLesson => ({
  id: 7,
  date: '2026-11-24',
  day_of_week: 2,
  start_hour: '13:00',
  end_hour: '14:30',
  color: '#8b5cf6',
  matiere_titrecourt: 'SCI',
  matiere_titre: 'Sciences',
  groupName: '6A Sciences',
  hallName: 'Lab 1',
  teacherShortName: 'S. Laurent',
  classe_titre: '6A',
  ...overrides,
});

describe('the lesson texts', () => {
  afterEach(() => speak('en'));

  it("say '{weekday} from {start} to {end}' in 12-hour time in English", async () => {
    await speak('en');
    expect(describeLessonTime(lesson())).toBe('Tuesday from 1:00 PM to 2:30 PM');
    expect(describeLessonTime(lesson({ day_of_week: 1, start_hour: '08:00', end_hour: '12:00' }))).toBe('Monday from 8:00 AM to 12:00 PM');
    expect(weekdayName(5)).toBe('Friday');
    expect(weekdayName(7)).toBe('Sunday');
    expect(weekdayName(0)).toBe('');
    expect(weekdayName(8)).toBe('');
  });

  it("say '{weekday} de {start} à {end}' in 24-hour time in French, the weekday from Intl", async () => {
    await speak('fr');
    expect(describeLessonTime(lesson({ day_of_week: 1, start_hour: '09:00', end_hour: '10:00' }))).toBe('lundi de 09:00 à 10:00');
    expect(describeLessonTime(lesson())).toBe('mardi de 13:00 à 14:30');
    expect(weekdayName(3)).toBe('mercredi');
  });

  it("say 'Teacher {teacher} Hall: {hall}', and the hover names the long title and teacher", async () => {
    await speak('en');
    expect(describeLessonPlace(lesson())).toBe('Teacher S. Laurent Hall: Lab 1');
    expect(lessonHint(lesson())).toBe('Sciences – S. Laurent');
    await speak('fr');
    expect(describeLessonPlace(lesson())).toBe('Professeur S. Laurent Salle\u00a0: Lab 1');
  });

  it("name the download after the child's first name, in the page's language", async () => {
    await speak('en');
    expect(timetableFileName('Léa')).toBe("Léa's calendar.jpeg");
    expect(timetableFileName('A/B')).toBe("A-B's calendar.jpeg");
    expect(timetableFileName(' ')).toBe("My's calendar.jpeg");
    await speak('fr');
    expect(timetableFileName('Léa')).toBe('Emploi du temps de Léa.jpeg');
    expect(timetableFileName('A/B')).toBe('Emploi du temps de A-B.jpeg');
  });
});

describe('toLessonEvents', () => {
  it('flattens the five day lists into events at their own date and hours', () => {
    const timetable: TTimetable = {
      weekStart: '2026-11-23',
      lessons: [[lesson({ id: 1, date: '2026-11-23', day_of_week: 1 })], [lesson({ id: 2 })], [], [], []],
    };
    const events = toLessonEvents(timetable);
    expect(events.map((e) => [e.id, e.start, e.end, e.title])).toEqual([
      ['1', '2026-11-23T13:00:00', '2026-11-23T14:30:00', 'SCI'],
      ['2', '2026-11-24T13:00:00', '2026-11-24T14:30:00', 'SCI'],
    ]);
    expect(events[1]?.extendedProps.lesson.id).toBe(2);
    expect(toLessonEvents(undefined)).toEqual([]);
  });
});

describe('lessonColors', () => {
  it("keeps the lesson's colour on the edge and tints the fill with it", () => {
    expect(lessonColors('#3b82f6')).toEqual({ background: '#e0ebfe', border: '#3b82f6', text: LESSON_TEXT_COLOR });
    expect(parseHexColor('#38f')).toEqual([0x33, 0x88, 0xff]);
  });

  it('falls back to the brand blue for a colour it cannot read', () => {
    expect(lessonColors('purple').border).toBe('#2f6fae');
  });

  it('keeps the text readable (WCAG AA, 4.5:1) on any colour, including secondary slate-700 text', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, (color) => {
        const { background, text } = lessonColors(color);
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio('#334155', background)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
