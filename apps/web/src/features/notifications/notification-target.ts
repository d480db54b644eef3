import { notificationPage, type TNotification } from '@carnet/contract';
import { paths } from '../../lib/paths';

/** Areas only parents may open; a student's notification about them only gets marked read. */
const PARENT_AREAS = new Set<string>([paths.documents, paths.forms, paths.meetings]);

/** Where opening a notification takes the person (the contract's map, decision 087), or null to stay on the page. */
export function notificationTarget(notification: Pick<TNotification, 'subject' | 'link'>, isParent: boolean): string | null {
  const target = notificationPage(notification);
  if (target === null || (PARENT_AREAS.has(target) && !isParent)) return null;
  return target;
}
