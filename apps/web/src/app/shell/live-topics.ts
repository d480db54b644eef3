import type { LiveTopicKeys } from '../../lib/live-updates';
import { keysFollowingNotifications } from '../../lib/query-keys';

/** What the live channel makes the family's pages read again: the bell, and the lists that flag what is new. */
export const familyLiveTopics: LiveTopicKeys = { notifications: keysFollowingNotifications };
