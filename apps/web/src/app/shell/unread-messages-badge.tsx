import { Plural } from '@lingui/react/macro';
import { useUnreadMessages } from '../../features/messages/api/get-unread';

/** Beside "Messages" in the menu: how many messages wait unread (nothing when none). */
export function UnreadMessagesBadge() {
  const unread = useUnreadMessages();
  if (unread === 0) return null;
  return (
    <span className="ms-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{unread}</span>
      <span className="sr-only">
        <Plural value={unread} one="# unread message" other="# unread messages" />
      </span>
    </span>
  );
}
