import { Trans } from '@lingui/react/macro';
import { OfflineNotice } from '../../components/offline-notice';

/** Above every signed-in page but the timetable while the device is offline: a clear word instead of a page that never loads. */
export function OfflineBanner() {
  return (
    <OfflineNotice>
      <Trans>You are offline. What needs the connection will load once you are back online.</Trans>
    </OfflineNotice>
  );
}
