import { Plural } from '@lingui/react/macro';
import { UnreadCount } from '../../../../components/unread-count';
import { useStaffUnread } from '../api/unread';

/** The menu's count of unread messages; nothing while there are none (or while the count cannot be read). */
export function UnreadBadge() {
  const unread = useStaffUnread().data?.unread ?? 0;
  return <UnreadCount count={unread} label={<Plural value={unread} one="# unread message" other="# unread messages" />} />;
}
