import type { LiveTopicKeys } from './use-live-updates';

/**
 * Every query key in one place: a feature that changes data another area shows (downloading a
 * document marks its notification seen) invalidates that area without importing it.
 */
export const queryKeys = {
  me: ['me'] as const,
  notifications: ['notifications'] as const,
  openMeetings: ['meetings', 'open'] as const,
  meetingInfo: (meetingId: number) => ['meetings', 'info', { meetingId }] as const,
  child: (childId: number) => ['child', { childId }] as const,
  family: ['family'] as const,
  registry: ['registry'] as const,
  newsletters: ['newsletters'] as const,
  documents: ['documents'] as const,
  reports: ['reports'] as const,
  forms: ['forms'] as const,
  /** Conversations with the school (features/messages): the lists, each conversation, the settings. */
  messages: ['messages'] as const,
  /** The menu's count of unread messages (its own key: the shell asks it on every page). */
  messagesUnread: ['messages-unread'] as const,
  /** Announcements from the school (features/messages, decision 106): the list and each one. */
  announcements: ['announcements'] as const,
  /** The family's reports of absences and requests for leave (features/family-requests). */
  familyRequests: ['family-requests'] as const,
  /** Homework and lesson notes (features/homework): a child's list, the home page's due-next, a day's notes. */
  homework: ['homework'] as const,
  /** A child's released marks in a term (features/marks). */
  marks: ['marks'] as const,
  food: (weekOffset: number) => ['food', { weekOffset }] as const,
  rewards: (childId: number) => ['rewards', { childId }] as const,
  thisTerm: ['school-year', 'this-term'] as const,
  terms: ['terms'] as const,
  picture: (entityType: 'teacher' | 'child', entityId: number) => ['picture', { entityType, entityId }] as const,
};

/** Lists whose `hasNotification` flags follow the seen state of notifications. */
export const keysFollowingNotifications = [
  queryKeys.notifications,
  queryKeys.newsletters,
  queryKeys.documents,
  queryKeys.reports,
  queryKeys.forms,
] as const;

/**
 * What the live channel (decision 103) makes the family's pages read again: the bell and the lists that
 * flag what is new; the conversations (an open one, the list) and the menu's unread count; the announcements.
 */
export const familyLiveTopics: LiveTopicKeys = {
  notifications: keysFollowingNotifications,
  messages: [queryKeys.messages, queryKeys.messagesUnread],
  // A new announcement delivered, a reminder (decision 105): the list and its tab's count.
  announcements: [queryKeys.announcements],
};
