import { Plural } from '@lingui/react/macro';
import { UnreadCount } from '../../components/unread-count';
import { useUnreadMessages } from '../../features/messages/api/get-unread';

/** Beside "Messages" in the menu: how many messages wait unread (nothing when none). */
export function UnreadMessagesBadge() {
  const unread = useUnreadMessages();
  return <UnreadCount count={unread} label={<Plural value={unread} one="# unread message" other="# unread messages" />} />;
}
