import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CalendarCheck, MessageCircleExclamationPoint } from 'lucide-react';
import type { TMe, TNotification } from '@carnet/contract';
import { useOpenMeetings } from '../../../features/meetings/api/get-open-meetings';
import { useNotifications } from '../../../lib/api/get-notifications';
import { AlertBanner } from './alert-banner';
import { childInfoPath, paths } from '../../../lib/paths';

/**
 * One banner per child with an unseen concern (the notification's link holds the child id), in the
 * family's order, naming the child by first name: a parent of two knows at once which one it is about.
 */
export function concernBanners(notifications: readonly TNotification[], user: TMe): { childId: number; text: string }[] {
  const childIds = new Set(
    notifications
      .filter((notification) => notification.subject === 'concern' && !notification.seen)
      .map((notification) => notification.link),
  );
  return user.familyInfo.children
    .filter((child) => childIds.has(String(child.id)))
    .map((child) => {
      const firstName = child.firstName;
      return { childId: child.id, text: t`New concern regarding ${firstName}` };
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
          <Trans>Meetings are open, make an appointment!</Trans>
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
