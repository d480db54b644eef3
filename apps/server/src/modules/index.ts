import type { App } from '../types';
import { authRoutes } from './auth/auth.routes';
import { selfServiceRoutes } from './accounts/self-service.routes';
import { familyRoutes } from './family/family.routes';
import { childRoutes } from './child/child.routes';
import { picturesRoutes } from './pictures/pictures.routes';
import { concernsRoutes } from './conduct/concerns.routes';
import { registryRoutes } from './registry/registry.routes';
import { documentsRoutes } from './documents/documents.routes';
import { reportsRoutes } from './reports/reports.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { meetingsRoutes } from './meetings/meetings.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { rewardsRoutes } from './conduct/rewards.routes';
import { termsRoutes } from './terms/terms.routes';
import { timetableRoutes } from './timetable/timetable.routes';
import { foodRoutes } from './food/food.routes';
import { formsRoutes } from './forms/forms.routes';
import { audienceStaffRoutes } from './audience/audience.staff.routes';
import { auditStaffRoutes } from './audit/audit.staff.routes';
import { publishingStaffRoutes } from './publishing/publishing.staff.routes';
import { structureStaffRoutes } from './structure/structure.staff.routes';
import { schoolYearsStaffRoutes } from './terms/school-years.staff.routes';
import { foodStaffRoutes } from './food/food.staff.routes';
import { termsStaffRoutes } from './terms/terms.staff.routes';
import { timetableStaffRoutes } from './timetable/timetable.staff.routes';
import { childStaffRoutes } from './child/child.staff.routes';
import { familyStaffRoutes } from './family/family.staff.routes';
import { peopleStaffRoutes } from './people/people.staff.routes';
import { mailStaffRoutes } from './mail/mail.staff.routes';
import { accountsStaffRoutes } from './accounts/accounts.staff.routes';
import { rosterStaffRoutes } from './roster/roster.staff.routes';
import { registryStaffRoutes } from './registry/registry.staff.routes';
import { familyRequestsRoutes } from './registry/family-requests.routes';
import { familyRequestsStaffRoutes } from './registry/family-requests.staff.routes';
import { rewardsStaffRoutes } from './conduct/rewards.staff.routes';
import { concernsStaffRoutes } from './conduct/concerns.staff.routes';
import { meetingsStaffRoutes } from './meetings/meetings.staff.routes';
import { formsStaffRoutes } from './forms/forms.staff.routes';
import { pushRoutes } from './push/push.routes';
import { notificationPreferencesRoutes } from './notifications/notification-preferences.routes';
import { calendarFeedsRoutes } from './calendar-feeds/calendar-feeds.routes';
import { dataExportRoutes } from './data-export/data-export.routes';
import { dataExportStaffRoutes } from './data-export/data-export.staff.routes';
import { retentionStaffRoutes } from './retention/retention.staff.routes';
import { staffNotificationsStaffRoutes } from './notifications/staff-notifications.staff.routes';
import { messagesRoutes } from './messages/messages.routes';
import { messagesStaffRoutes } from './messages/messages.staff.routes';
import { announcementsRoutes } from './announcements/announcements.routes';
import { announcementsStaffRoutes } from './announcements/announcements.staff.routes';
import { homeworkRoutes } from './homework/homework.routes';
import { homeworkStaffRoutes } from './homework/homework.staff.routes';
import { cahierPdfStaffRoutes } from './homework/cahier-pdf.staff.routes';
import { marksRoutes } from './marks/marks.routes';
import { marksStaffRoutes } from './marks/marks.staff.routes';
import { termReportsStaffRoutes } from './term-reports/term-reports.staff.routes';

/** One module per area; each registers its own routes. */
export const areaModules: Array<(app: App) => Promise<void>> = [
  authRoutes,
  // The person's own account (decision 068): public link pages, password reset and change.
  selfServiceRoutes,
  familyRoutes,
  childRoutes,
  picturesRoutes,
  concernsRoutes,
  registryRoutes,
  // A family's report of an absence or request for leave (decision 107).
  familyRequestsRoutes,
  documentsRoutes,
  reportsRoutes,
  newsletterRoutes,
  meetingsRoutes,
  notificationsRoutes,
  rewardsRoutes,
  termsRoutes,
  timetableRoutes,
  foodRoutes,
  formsRoutes,
  // Web Push on the family's devices (decision 073).
  pushRoutes,
  // The staff side (decision 064): /api/staff/..., staff roles only.
  audienceStaffRoutes,
  auditStaffRoutes,
  publishingStaffRoutes,
  structureStaffRoutes,
  schoolYearsStaffRoutes,
  foodStaffRoutes,
  termsStaffRoutes,
  timetableStaffRoutes,
  childStaffRoutes,
  familyStaffRoutes,
  peopleStaffRoutes,
  mailStaffRoutes,
  accountsStaffRoutes,
  rosterStaffRoutes,
  registryStaffRoutes,
  familyRequestsStaffRoutes,
  rewardsStaffRoutes,
  // Retention and the new school year (decision 078).
  retentionStaffRoutes,
  concernsStaffRoutes,
  meetingsStaffRoutes,
  formsStaffRoutes,
  // Notifications beyond the tab (decision 071): preferences, one-click links; attaches e-mail delivery.
  notificationPreferencesRoutes,
  // Staff accounts' own bell and preferences (decision 088).
  staffNotificationsStaffRoutes,
  // Calendar feeds (decision 074): the account's address under /api/me, the feed itself at /cal/<secret>.ics.
  calendarFeedsRoutes,
  // Right of access (decision 077): the family's data as a zip, for the family and for the office.
  dataExportRoutes,
  dataExportStaffRoutes,
  // Conversations between families and the school (decision 102).
  messagesRoutes,
  messagesStaffRoutes,
  // Announcements to an audience's families, acknowledged and answered privately (decision 105).
  announcementsRoutes,
  announcementsStaffRoutes,
  // The cahier de textes: lesson notes, homework and the student's planner (decision 110).
  homeworkRoutes,
  homeworkStaffRoutes,
  // The cahier de textes printed (decision 111).
  cahierPdfStaffRoutes,
  // Marks and competencies (decision 114).
  marksRoutes,
  marksStaffRoutes,
  // The term report and the gradebook's OneRoster export (decision 114).
  termReportsStaffRoutes,
];
