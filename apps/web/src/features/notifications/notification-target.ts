import type { TNotification, TNotificationSubject } from '@carnet/contract';
import { childInfoPath, paths } from '../../lib/paths';

/** Subjects recorded on a child's page: their `link` holds the child id. */
const CHILD_PAGE = 'child';

/** Where each subject leads: the child's page, or an area of the portal. */
const TARGET_BY_SUBJECT: Record<TNotificationSubject, string> = {
  concern: CHILD_PAGE,
  registry: CHILD_PAGE,
  medical: CHILD_PAGE,
  allergy: CHILD_PAGE,
  syringe: CHILD_PAGE,
  'blood type': CHILD_PAGE,
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
  const target = TARGET_BY_SUBJECT[notification.subject];
  if (target === CHILD_PAGE) return notification.link ? childInfoPath(notification.link) : paths.childInfo;
  if (PARENT_AREAS.has(target) && !isParent) return null;
  return target;
}
