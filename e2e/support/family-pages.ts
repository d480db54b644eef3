/**
 * Every family page, for the sweeps that visit each one in a real browser: in English at desktop width
 * (a11y.e2e.test.ts) and in French at phone width (french.e2e.test.ts). A new family page is added here.
 * The student's list holds the pages refused to a student too: they must say so, in both languages.
 */
export const PARENT_PAGES = [
  '/',
  '/reports',
  '/documents',
  '/meetings',
  '/meetingsinfo',
  '/forms',
  '/newsletter',
  '/termsdates',
  '/rewards',
  '/timetable',
  '/childinfo',
  '/parentinfo',
  // Messages: the conversations and the announcements (opening one would mark it read).
  '/messages',
  '/messages/announcements',
  // A family's requests about attendance (decision 107): the list and the two forms.
  '/requests',
  '/requests/absence',
  '/requests/leave',
  // Homework (decision 110): the child's homework, ticks read-only.
  '/homework',
  // Marks (decision 114): the child's released marks, by term and subject.
  '/marks',
  '/no-such-page',
];
export const STUDENT_PAGES = [
  '/',
  '/reports',
  '/newsletter',
  '/termsdates',
  '/rewards',
  '/timetable',
  '/childinfo',
  '/documents',
  '/messages',
  '/requests',
  // Homework (decision 110): the student ticks and keeps tasks of their own.
  '/homework',
  // Marks (decision 114): the student's own, released before the parents'.
  '/marks',
  '/unauthorized',
];

/** A page's path as a file name part: '/' is 'home', '/no-such-page' 'no-such-page'. */
export const pageSlug = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
