import { NotificationPreferencesPage } from '../features/account/notification-preferences-page';
import { PushSwitch } from '../features/push/push-switch';

/**
 * /account/notifications, in the family shell: the notification choices with this device's push
 * switch on top. It lives in app/ because it composes two features, and a feature never imports another.
 */
export function NotificationsRoute() {
  return <NotificationPreferencesPage deviceSettings={<PushSwitch />} />;
}
