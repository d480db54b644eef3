import type { LiveTopicKeys } from '../../lib/live-updates';
import { staffNotificationKeys } from '../features/notifications/api/staff-notifications';

/** What the live channel makes the staff pages read again: the bell. */
export const staffLiveTopics: LiveTopicKeys = { notifications: [staffNotificationKeys.list] };
