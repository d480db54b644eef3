import type { FamilyStatus } from '../announcement-rules';

/** The query keys of the staff's messages: every write invalidates through these, so lists and counts follow. */
export const staffMessageKeys = {
  all: ['staff', 'messages'] as const,
  list: (q: string) => ['staff', 'messages', 'list', { q }] as const,
  conversation: (id: number) => ['staff', 'messages', 'conversation', id] as const,
  unread: ['staff', 'messages', 'unread'] as const,
  waiting: ['staff', 'messages', 'waiting'] as const,
  reports: ['staff', 'messages', 'reports'] as const,
  pauses: ['staff', 'messages', 'pauses'] as const,
  settings: ['staff', 'messages', 'settings'] as const,
};

/**
 * Under the messages' keys, so whatever refreshes the staff's messages (the live channel's `messages`
 * topic, a write) refreshes the announcements' counts too.
 */
export const staffAnnouncementKeys = {
  all: [...staffMessageKeys.all, 'announcements'] as const,
  list: [...staffMessageKeys.all, 'announcements', 'list'] as const,
  one: (id: number, status: FamilyStatus, q: string) => [...staffMessageKeys.all, 'announcements', 'one', id, { status, q }] as const,
};
