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
