import { Plural } from '@lingui/react/macro';
import { useStaffUnread } from '../api/unread';

/** The menu's count of unread messages; nothing while there are none (or while the count cannot be read). */
export function UnreadBadge() {
  const unread = useStaffUnread().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
      <span aria-hidden="true">{unread}</span>
      <span className="sr-only">
        <Plural value={unread} one="# unread message" other="# unread messages" />
      </span>
    </span>
  );
}
