import type { TNotification, TNotificationSubject } from '@carnet/contract';

/** Subjects recorded on a child's page; their `link` holds the child id. */
const CHILD_SUBJECTS: readonly TNotificationSubject[] = ['concern', 'registry', 'medical', 'allergy', 'syringe', 'blood type'];

const AREA_BY_SUBJECT: Partial<Record<TNotificationSubject, string>> = {
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
};

/** Areas only parents may open (spec section 2); a student's notification about them only gets marked read. */
const PARENT_AREAS = new Set(['/documents', '/forms', '/meetings']);

/** Where opening a notification takes the person, or null to stay on the page. */
export function notificationTarget(notification: Pick<TNotification, 'subject' | 'link'>, isParent: boolean): string | null {
  if (CHILD_SUBJECTS.includes(notification.subject)) {
    return notification.link ? `/childinfo?children=${encodeURIComponent(notification.link)}` : '/childinfo';
  }
  const area = AREA_BY_SUBJECT[notification.subject] ?? null;
  if (area && PARENT_AREAS.has(area) && !isParent) return null;
  return area;
}
