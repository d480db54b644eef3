/**
 * The staff side's API paths (decision 064), all under /api/staff. Each area adds its own object here
 * and its routes in `<area>.staff.routes.ts`.
 */
export const staffPaths = {
  audienceChoices: '/api/staff/audience/choices',
  audienceCount: '/api/staff/audience/count',
  audit: '/api/staff/audit',
  /** GET ?format=xlsx|csv and the page's filters: the log as a file for a spreadsheet. */
  auditExport: '/api/staff/audit/export',
} as const;

/** Conversations on the staff side (decision 102): teachers and the office; settings, reports, pauses: the office. */
export const staffMessagePaths = {
  /** GET ?q=&before=&limit=: the caller's conversations (a teacher's own, the office's); POST: starts one. */
  list: '/api/staff/messages',
  unread: '/api/staff/messages/unread',
  settings: '/api/staff/messages/settings',
  waiting: '/api/staff/messages/waiting',
  reports: '/api/staff/messages/reports',
  resolveReport: '/api/staff/messages/reports/:id/resolve',
  pauses: '/api/staff/messages/pauses',
  liftPause: '/api/staff/messages/pauses/:id/lift',
  /** GET: the conversation (the office reads any, audited when not a party); POST: a reply. */
  conversation: '/api/staff/messages/:id',
  close: '/api/staff/messages/:id/close',
  file: '/api/staff/messages/files/:id',
} as const;
export const staffConversationPath = (id: number) => staffMessagePaths.conversation.replace(':id', String(id));
