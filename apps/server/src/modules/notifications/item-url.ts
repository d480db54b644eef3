import type { TNotificationSubject } from '@carnet/contract';

/**
 * The family page each subject opens, as the web app's router and its notification-target.ts have it
 * (the child's page for what is recorded on it, with the child's id from the notification's link).
 */
const PAGE_OF_SUBJECT: Partial<Record<TNotificationSubject, string>> = {
  document: '/documents',
  invoice: '/documents',
  report: '/reports',
  newsletter: '/newsletter',
  termsdate: '/termsdates',
  meeting: '/meetings',
  form: '/forms',
  reward: '/rewards',
  commendation: '/rewards',
  timetable: '/timetable',
};

/** The preferences screen in the account menu (apps/web lib/paths: notificationPreferences). */
export const PREFERENCES_PATH = '/account/notifications';

export function itemUrl(publicUrl: string, notification: { subject: string; link: string }): string {
  const page = Object.hasOwn(PAGE_OF_SUBJECT, notification.subject)
    ? PAGE_OF_SUBJECT[notification.subject as TNotificationSubject]
    : undefined;
  if (page) return `${publicUrl}${page}`;
  // concern, registry and the health records live on the child's page.
  return notification.link ? `${publicUrl}/childinfo?children=${encodeURIComponent(notification.link)}` : `${publicUrl}/childinfo`;
}
