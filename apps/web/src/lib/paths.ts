/**
 * Every page's path, once: the router declares its routes with these, and every link, redirect and
 * navigation reads them here, so a renamed page cannot leave a dead link behind.
 */
export const paths = {
  home: '/',
  login: '/login',
  unauthorized: '/unauthorized',
  // The person's own account (decision 068): public link pages, and the signed-in security page.
  activate: '/activate',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  accountSecurity: '/account/security',
  // Family accounts: how each kind of news reaches the person (decision 071); e-mails link here.
  notifications: '/account/notifications',
  // Calendar feeds (decision 074): the family account's private feed address.
  accountCalendar: '/account/calendar',
  // Right of access (decision 077): a parent downloads the family's data.
  accountData: '/account/data',
  /** The route of both account pages above (features/account/account-pages). */
  accountPage: '/account/:page',
  reports: '/reports',
  documents: '/documents',
  meetings: '/meetings',
  meetingsInfo: '/meetingsinfo',
  forms: '/forms',
  newsletter: '/newsletter',
  termsDates: '/termsdates',
  rewards: '/rewards',
  timetable: '/timetable',
  childInfo: '/childinfo',
  parentInfo: '/parentinfo',
  // Conversations with the school (decision 102): the list, writing, and one conversation, which a message's notice opens.
  messages: '/messages',
  newMessage: '/messages/new',
  conversation: '/messages/:id',
  // Announcements from the school (decision 106): inside Messages, beside the conversations.
  announcements: '/messages/announcements',
  announcement: '/messages/announcements/:id',
  // A family's requests (decision 107): the list, reporting an absence, asking for leave (parents).
  familyRequests: '/requests',
  reportAbsence: '/requests/absence',
  askLeave: '/requests/leave',
  // Homework (decision 110): a child's homework and a student's own tasks; the notification's page.
  homework: '/homework',
  // Marks (decision 114): a child's released marks by term and subject; the notification's page.
  marks: '/marks',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** A child's page: the child is chosen by the `children` query parameter. */
export function childInfoPath(childId: number | string): string {
  return `${paths.childInfo}?children=${encodeURIComponent(String(childId))}`;
}

/** One conversation with the school. */
export function conversationPath(id: number): string {
  return `/messages/${id}`;
}

/** One announcement from the school. */
export function announcementPath(id: number): string {
  return `/messages/announcements/${id}`;
}

/** A request form, with the child chosen beforehand (from the child's page). */
export function requestFormPath(path: typeof paths.reportAbsence | typeof paths.askLeave, childId?: number): string {
  return childId === undefined ? path : `${path}?child=${encodeURIComponent(String(childId))}`;
}

/** A child's marks page. */
export function marksPath(childId: number): string {
  return `${paths.marks}?children=${encodeURIComponent(String(childId))}`;
}

/** A child's homework page. */
export function homeworkPath(childId: number): string {
  return `${paths.homework}?children=${encodeURIComponent(String(childId))}`;
}
