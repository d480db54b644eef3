import { AccountSecurityPage } from '../features/account/account-security-page';
import { PushSwitch } from '../features/push/push-switch';

/**
 * /account/security with this device's notification switch (issue 19), until the notification
 * preferences screen becomes its place.
 */
export function AccountSecurityRoute() {
  return <AccountSecurityPage deviceSettings={<PushSwitch />} />;
}
