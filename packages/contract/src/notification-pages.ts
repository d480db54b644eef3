import type { TNotificationSubject, TStaffNotificationSubject } from './notifications';

/** The child's page: the child is chosen by the notification's link (the child's id). */
const CHILD_PAGE = '/childinfo';

/**
 * The page each notification opens, written once (decision 087) for the server (the e-mail's button,
 * the push's URL) and the web app (both bells). A family page with `CHILD_PAGE` takes the child from the
 * link; a page with `:id` (a staff item, a family's conversation) is filled with the link (the item's id).
 */
export const NOTIFICATION_PAGES: {
  family: Record<TNotificationSubject, string>;
  staff: Record<TStaffNotificationSubject, string>;
} = {
  family: {
    concern: CHILD_PAGE,
    registry: CHILD_PAGE,
    medical: CHILD_PAGE,
    allergy: CHILD_PAGE,
    syringe: CHILD_PAGE,
    'blood type': CHILD_PAGE,
    report: '/reports',
    document: '/documents',
    invoice: '/documents',
    timetable: '/timetable',
    form: '/forms',
    meeting: '/meetings',
    newsletter: '/newsletter',
    reward: '/rewards',
    commendation: '/rewards',
    termsdate: '/termsdates',
    message: '/messages/:id',
    announcement: '/messages/announcements/:id',
    homework: '/homework',
    marks: '/marks',
  },
  staff: {
    'form returned': '/staff/forms/:id',
    'staff message': '/staff/messages/:id',
    'family request': '/staff/absences',
  },
};

/** Where each side chooses how its notifications reach it (the e-mail's footer links here). */
export const NOTIFICATION_PREFERENCES_PAGES = { family: '/account/notifications', staff: '/staff/account' } as const;

const pageOf = (pages: Record<string, string>, subject: string) => (Object.hasOwn(pages, subject) ? pages[subject] : undefined);

/**
 * The path a notification opens, or null for a subject neither side knows. Own keys only: a subject
 * read from the database such as `constructor` is no page.
 */
export function notificationPage(notification: { subject: string; link: string }): string | null {
  const { subject, link } = notification;
  const family = pageOf(NOTIFICATION_PAGES.family, subject);
  if (family === CHILD_PAGE) return link ? `${CHILD_PAGE}?children=${encodeURIComponent(link)}` : CHILD_PAGE;
  const page = family ?? pageOf(NOTIFICATION_PAGES.staff, subject);
  if (!page) return null;
  return page.includes(':id') ? (link ? page.replace(':id', encodeURIComponent(link)) : page.slice(0, page.lastIndexOf('/'))) : page;
}
