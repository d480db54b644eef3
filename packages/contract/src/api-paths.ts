/**
 * Every family API path in one typed object, as the staff side's (staff/staff-paths.ts): the client
 * calls a path with its ids (`apiPaths.child(3)`), the server registers the same function's pattern
 * (`apiPaths.child(':id')`), so a path is written once for both sides.
 */
export const apiPaths = {
  login: '/api/login',
  logout: '/api/logout',
  me: '/api/me',
  family: '/api/family',
  updateFinancial: '/api/family/update-financial',
  updateFamilyMember: (id: number | ':id') => `/api/family/update-family-member/${id}`,
  child: (id: number | ':id') => `/api/child/${id}`,
  picture: (entityType: 'teacher' | 'child' | ':entityType', entityId: number | ':entityId') => `/api/picture/${entityType}/${entityId}`,
  notifications: '/api/notification',
  readNotification: (id: number | ':id') => `/api/notification/read/${id}`,
  readAllNotifications: '/api/notification/read_all',
  openMeetings: '/api/meeting/open',
  meetingInfo: (meetingId: number | ':meetingId') => `/api/meeting/info/${meetingId}`,
  bookMeetings: '/api/meeting/book',
  cancelMeeting: '/api/meeting/cancel',
  rewards: (childId: number | ':childId') => `/api/rewards/${childId}`,
  thisTerm: '/api/school-year/this-term',
  terms: '/api/terms',
  registry: '/api/registry',
  registryCertificate: '/api/registry/certificate',
  documents: '/api/documents',
  documentDownload: (id: number | ':id') => `/api/documents/${id}/download`,
  certificateDownload: (id: number | ':id') => `/api/certificate/${id}/download`,
  acknowledgeConcern: (id: number | ':id') => `/api/concern/${id}/acknowledge`,
  newsletters: '/api/newsletter',
  newsletterDownload: (id: number | ':id') => `/api/newsletter/${id}/download`,
  reports: '/api/report',
  reportDownload: (id: number | ':id') => `/api/report/${id}/download`,
  timetable: (childId: number | ':childId', weekOffset: number | ':weekOffset') => `/api/timetable/${childId}/${weekOffset}`,
  myForms: '/api/form/my',
  form: (formId: number | ':id') => `/api/form/${formId}`,
  formData: (requestId: number | ':id') => `/api/form/${requestId}/get-data`,
  sendForm: (requestId: number | ':id') => `/api/form/${requestId}/send-data`,
  food: (weekOffset: number | ':weekOffset') => `/api/food/${weekOffset}`,
  /** GET ?q=&before=&limit=: the caller's conversations, newest first; POST: starts one (decision 102). */
  messages: '/api/messages',
  messagesUnread: '/api/messages/unread',
  messagesSettings: '/api/messages/settings',
  messagesRecipients: '/api/messages/recipients',
  messageReports: '/api/messages/reports',
  /** GET: the conversation and a page of its messages (marks them read); POST: a reply. */
  conversation: (id: number | ':id') => `/api/messages/${id}`,
  messageFile: (id: number | ':id') => `/api/messages/files/${id}`,
} as const;

/** The live channel (decision 103, live.ts). */
export const livePaths = {
  /** Signed in (family or staff): the Server-Sent Events stream; as JSON, the topics it tells of. */
  stream: '/api/live',
  /**
   * Signed in: sets the HttpOnly cookie that carries the session's token to the stream, since a
   * browser's EventSource cannot send an Authorization header (204).
   */
  cookie: '/api/live/cookie',
} as const;
