/**
 * Every staff page's path, once (as lib/paths.ts is for the family side): the staff router declares
 * its routes with these, and every link reads them here.
 */
/** The staff side's address, alone: the family side's first file needs only this (app/router.tsx). */
export const STAFF_HOME = '/staff';

export const staffPages = {
  home: STAFF_HOME,
  // The classroom (decision 070): the roll call of the day's lessons, one lesson's register, the office's day of absences.
  rollCall: '/staff/roll-call',
  register: '/staff/roll-call/:id',
  absences: '/staff/absences',
  // The cahier de textes (decision 110): the caller's teaching groups, one group's lessons, notes and homework by week; the office's limits and class weeks.
  homework: '/staff/homework',
  homeworkGroup: '/staff/homework/:id',
  homeworkWorkload: '/staff/homework-workload',
  // Marks (decision 114): the caller's groups, one group's term, one assessment's grid; the office's release time and competencies.
  marks: '/staff/marks',
  marksGroup: '/staff/marks/groups/:id',
  assessment: '/staff/marks/assessments/:id',
  marksSettings: '/staff/marks/settings',
  // Conduct and concerns written by staff (decision 070).
  conduct: '/staff/conduct',
  // Parents' evenings (decision 070): the list (and the office's new evening), one evening's teachers, a teacher's schedule.
  evenings: '/staff/evenings',
  evening: '/staff/evenings/:id',
  eveningSchedule: '/staff/evenings/:id/teachers/:teacherId',
  structure: '/staff/structure',
  pupils: '/staff/pupils',
  pupil: '/staff/pupils/:id',
  families: '/staff/families',
  family: '/staff/families/:id',
  familyPreview: '/staff/families/:id/preview',
  people: '/staff/people',
  accounts: '/staff/accounts',
  import: '/staff/import',
  newsletters: '/staff/newsletters',
  documents: '/staff/documents',
  reports: '/staff/reports',
  // Forms the office builds, sends and follows (decision 070).
  forms: '/staff/forms',
  form: '/staff/forms/:id',
  lunchMenu: '/staff/lunch-menu',
  termDates: '/staff/term-dates',
  timetable: '/staff/timetable',
  audit: '/staff/audit',
  mail: '/staff/mail',
  // The staff account's own bell and its notification preferences (decision 088).
  notifications: '/staff/notifications',
  account: '/staff/account',
  // Conversations with families (decision 102): the list, writing first, one conversation; the office's messaging page.
  messages: '/staff/messages',
  newConversation: '/staff/messages/new',
  conversation: '/staff/messages/:id',
  messaging: '/staff/messaging',
  // The term report (decision 114): the terms with their reports' state, a term's groups and classes, a group's appreciations, a class's general ones.
  termReports: '/staff/term-reports',
  termReport: '/staff/term-reports/:termId',
  termReportGroup: '/staff/term-reports/:termId/groups/:groupId',
  termReportClass: '/staff/term-reports/:termId/classes/:classId',
  // Announcements to an audience's families (decision 106), inside Messages: the list with counts, writing one, one with its families.
  announcements: '/staff/messages/announcements',
  newAnnouncement: '/staff/messages/announcements/new',
  announcement: '/staff/messages/announcements/:id',
  // Retention periods and the new school year (decision 078).
  retention: '/staff/retention',
} as const;

/** A page path with its `:id` filled in. */
export const withId = (path: string, id: number) => path.replace(':id', String(id));

/** A page path with its named parameters filled in ('/staff/term-reports/:termId/groups/:groupId'). */
export const withIds = (path: string, ids: Record<string, number>) =>
  Object.entries(ids).reduce((filled, [key, id]) => filled.replace(`:${key}`, String(id)), path);
