import { addDays, type THomeworkSaved, type TStaffCahier, type TStaffHomework, type TWorkload } from '@carnet/contract';
import { schoolToday } from '../lib/dates';

/** Paul Bernard's 3B maths group, its lessons today and in two days, and a test due in two days, as the staff API answers them. */
export const today = schoolToday();
export const later = addDays(today, 2);

export const mathsGroup = {
  id: 7,
  subject: 'Mathematics',
  teachingGroup: '3B Maths',
  className: '3B',
  yearGroupId: 3,
  teacherName: 'Paul Bernard',
  color: '#2563eb',
  pupilsCount: 28,
  archivedAt: null,
};

export const test: TStaffHomework = {
  id: 40,
  groupId: 7,
  kind: 'test',
  text: 'Chapter **3**: fractions',
  dueDate: later,
  dueLessonId: 12,
  setInLessonId: 11,
  minutes: 45,
  files: [],
  createdAt: '2026-11-27T08:00:00.000Z',
  changedAt: null,
  doneCount: 12,
  pupilsCount: 28,
  isEditable: true,
};

export const cahier: TStaffCahier = {
  group: mathsGroup,
  from: today,
  to: addDays(today, 6),
  lessons: [
    {
      lessonId: 11,
      date: today,
      startHour: '09:00',
      endHour: '10:00',
      hallName: 'Room 12',
      note: {
        body: 'We read page 12.',
        files: [{ id: 5, name: 'slides.pdf', mediaType: 'application/pdf', size: 2000 }],
        updatedAt: '2026-11-27T10:00:00.000Z',
        authorName: 'Paul Bernard',
      },
    },
    { lessonId: 12, date: later, startHour: '14:00', endHour: '15:00', hallName: 'Room 12', note: null },
  ],
  homework: [test],
};

/** The class's load around the later lesson's day: already one test there, the school allowing one a day. */
export const workload: TWorkload = {
  date: later,
  minutesPerDay: 60,
  testsPerDay: 1,
  days: [
    {
      date: addDays(later, -1),
      minutes: 20,
      tests: 0,
      items: [{ id: 50, subject: 'French', kind: 'homework', minutes: 20 }],
      isOverMinutes: false,
      isOverTests: false,
    },
    {
      date: later,
      minutes: 30,
      tests: 1,
      items: [{ id: 51, subject: 'History', kind: 'test', minutes: 30 }],
      isOverMinutes: false,
      isOverTests: false,
    },
  ],
};

export const savedOverTests: THomeworkSaved = {
  homework: { ...test, id: 41 },
  warnings: ['overTests'],
  workload: { ...workload.days[1]!, tests: 2, minutes: 60, isOverTests: true },
};
