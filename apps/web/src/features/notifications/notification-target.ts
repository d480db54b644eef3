import type { TNotification, TNotificationSubject } from '@carnet/contract';
import { childInfoPath, paths } from '../../lib/paths';

/** Subjects recorded on a child's page; their `link` holds the child id. */
const CHILD_SUBJECTS: readonly TNotificationSubject[] = ['concern', 'registry', 'medical', 'allergy', 'syringe', 'blood type'];

const AREA_BY_SUBJECT: Partial<Record<TNotificationSubject, string>> = {
  report: paths.reports,
  document: paths.documents,
  invoice: paths.documents,
  timetable: paths.timetable,
  form: paths.forms,
  meeting: paths.meetings,
  newsletter: paths.newsletter,
  reward: paths.rewards,
  commendation: paths.rewards,
  termsdate: paths.termsDates,
};

/** Areas only parents may open; a student's notification about them only gets marked read. */
const PARENT_AREAS = new Set<string>([paths.documents, paths.forms, paths.meetings]);

/** Where opening a notification takes the person, or null to stay on the page. */
export function notificationTarget(notification: Pick<TNotification, 'subject' | 'link'>, isParent: boolean): string | null {
  if (CHILD_SUBJECTS.includes(notification.subject)) {
    return notification.link ? childInfoPath(notification.link) : paths.childInfo;
  }
  const area = AREA_BY_SUBJECT[notification.subject] ?? null;
  if (area && PARENT_AREAS.has(area) && !isParent) return null;
  return area;
}
