import { CalendarCheck, MessageCircleExclamationPoint } from 'lucide-react';
import type { TMe, TNotification } from '@carnet/contract';
import { useOpenMeetings } from '../../../features/meetings/api/get-open-meetings';
import { useNotifications } from '../../../lib/api/get-notifications';
import { AlertBanner } from './alert-banner';
import { childInfoPath, paths } from '../../../lib/paths';

export const MEETINGS_OPEN = 'Meetings are open, make an appointment!';

/** One banner per child with an unseen concern; the notification's link holds the child id. */
export function concernBanners(notifications: readonly TNotification[], user: TMe) {
  const childIds = new Set(
    notifications
      .filter((notification) => notification.subject === 'concern' && !notification.seen)
      .map((notification) => notification.link),
  );
  return [...childIds].flatMap((link) => {
    const child = user.familyInfo.children.find((candidate) => String(candidate.id) === link);
    return child ? [{ childId: child.id, text: `New concern regarding ${child.lastName}` }] : [];
  });
}

/** The parents' alert banners: open meetings and new concerns, both asking a parent to act. */
export function HomeBanners({ user }: { user: TMe }) {
  const openMeetings = useOpenMeetings();
  const notifications = useNotifications();
  const concerns = concernBanners(notifications.data ?? [], user);
  const areMeetingsOpen = (openMeetings.data?.length ?? 0) > 0;
  if (!areMeetingsOpen && concerns.length === 0) return null;
  return (
    <div className="mb-8 flex flex-col gap-3">
      {areMeetingsOpen ? (
        <AlertBanner to={paths.meetings} tone="brand" icon={<CalendarCheck className="size-5 text-brand-600" />}>
          {MEETINGS_OPEN}
        </AlertBanner>
      ) : null}
      {concerns.map((concern) => (
        <AlertBanner
          key={concern.childId}
          to={childInfoPath(concern.childId)}
          tone="amber"
          icon={<MessageCircleExclamationPoint className="size-5 text-amber-600" />}
        >
          {concern.text}
        </AlertBanner>
      ))}
    </div>
  );
}
