import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { StaffShell } from './shell/staff-shell';
import { PageLoading } from './shell/page-loading';
import { staffPages } from './staff-paths';
import { loadStaffMessages } from './staff-messages';

/**
 * The staff side's pages, each its own lazily loaded chunk. The whole staff app is one chunk the router
 * loads for /staff/* (app/router.tsx): its route table lives here, so the family pages' files do not
 * grow with the staff side (decision 064: their budgets do not move).
 */
const STAFF_PAGES = [
  { path: staffPages.home, Page: lazy(() => import('./home/staff-home-page').then((m) => ({ default: m.StaffHomePage }))) },
  {
    path: staffPages.rollCall,
    Page: lazy(() => import('./features/registry/roll-call-page').then((m) => ({ default: m.RollCallPage }))),
  },
  {
    path: staffPages.register,
    Page: lazy(() => import('./features/registry/register-page').then((m) => ({ default: m.RegisterPage }))),
  },
  {
    path: staffPages.absences,
    Page: lazy(() => import('./features/registry/absences-page').then((m) => ({ default: m.AbsencesPage }))),
  },
  { path: staffPages.homework, Page: lazy(() => import('./features/homework/homework-page').then((m) => ({ default: m.HomeworkPage }))) },
  {
    path: staffPages.homeworkGroup,
    Page: lazy(() => import('./features/homework/cahier-page').then((m) => ({ default: m.CahierPage }))),
  },
  {
    path: staffPages.homeworkWorkload,
    Page: lazy(() => import('./features/homework/homework-workload-page').then((m) => ({ default: m.HomeworkWorkloadPage }))),
  },
  { path: staffPages.marks, Page: lazy(() => import('./features/marks/marks-page').then((m) => ({ default: m.MarksPage }))) },
  {
    path: staffPages.marksGroup,
    Page: lazy(() => import('./features/marks/group-marks-page').then((m) => ({ default: m.GroupMarksPage }))),
  },
  {
    path: staffPages.assessment,
    Page: lazy(() => import('./features/marks/assessment-page').then((m) => ({ default: m.AssessmentPage }))),
  },
  {
    path: staffPages.marksSettings,
    Page: lazy(() => import('./features/marks/marks-settings-page').then((m) => ({ default: m.MarksSettingsPage }))),
  },
  {
    path: staffPages.termReports,
    Page: lazy(() => import('./features/term-reports/term-reports-page').then((m) => ({ default: m.TermReportsPage }))),
  },
  {
    path: staffPages.termReport,
    Page: lazy(() => import('./features/term-reports/term-overview-page').then((m) => ({ default: m.TermOverviewPage }))),
  },
  {
    path: staffPages.termReportGroup,
    Page: lazy(() => import('./features/term-reports/group-appreciations-page').then((m) => ({ default: m.GroupAppreciationsPage }))),
  },
  {
    path: staffPages.termReportClass,
    Page: lazy(() => import('./features/term-reports/class-appreciations-page').then((m) => ({ default: m.ClassAppreciationsPage }))),
  },
  { path: staffPages.conduct, Page: lazy(() => import('./features/conduct/conduct-page').then((m) => ({ default: m.ConductPage }))) },
  {
    path: staffPages.evenings,
    Page: lazy(() => import('./features/meetings/evenings-page').then((m) => ({ default: m.EveningsPage }))),
  },
  {
    path: staffPages.evening,
    Page: lazy(() => import('./features/meetings/evening-page').then((m) => ({ default: m.EveningPage }))),
  },
  {
    path: staffPages.eveningSchedule,
    Page: lazy(() => import('./features/meetings/schedule-page').then((m) => ({ default: m.SchedulePage }))),
  },
  {
    path: staffPages.newsletters,
    Page: lazy(() => import('./features/publishing/newsletters-page').then((m) => ({ default: m.NewslettersPage }))),
  },
  {
    path: staffPages.documents,
    Page: lazy(() => import('./features/publishing/documents-page').then((m) => ({ default: m.DocumentsPage }))),
  },
  { path: staffPages.reports, Page: lazy(() => import('./features/publishing/reports-page').then((m) => ({ default: m.ReportsPage }))) },
  { path: staffPages.forms, Page: lazy(() => import('./features/forms/forms-page').then((m) => ({ default: m.FormsPage }))) },
  { path: staffPages.form, Page: lazy(() => import('./features/forms/form-page').then((m) => ({ default: m.FormPage }))) },
  {
    path: staffPages.structure,
    Page: lazy(() => import('./features/structure/structure-page').then((m) => ({ default: m.StructurePage }))),
  },
  {
    path: staffPages.lunchMenu,
    Page: lazy(() => import('./features/calendar/lunch-menu-page').then((m) => ({ default: m.LunchMenuPage }))),
  },
  {
    path: staffPages.termDates,
    Page: lazy(() => import('./features/calendar/term-dates-page').then((m) => ({ default: m.TermDatesPage }))),
  },
  {
    path: staffPages.timetable,
    Page: lazy(() => import('./features/calendar/timetable-page').then((m) => ({ default: m.TimetablePage }))),
  },
  { path: staffPages.audit, Page: lazy(() => import('./features/audit/audit-page').then((m) => ({ default: m.AuditPage }))) },
  {
    path: staffPages.notifications,
    Page: lazy(() => import('./features/notifications/notifications-page').then((m) => ({ default: m.NotificationsPage }))),
  },
  {
    path: staffPages.account,
    Page: lazy(() => import('./features/notifications/account-page').then((m) => ({ default: m.AccountPage }))),
  },
  { path: staffPages.mail, Page: lazy(() => import('./features/mail/mail-page').then((m) => ({ default: m.MailPage }))) },
  {
    path: staffPages.retention,
    Page: lazy(() => import('./features/retention/retention-page').then((m) => ({ default: m.RetentionPage }))),
  },
  { path: staffPages.messages, Page: lazy(() => import('./features/messages/messages-page').then((m) => ({ default: m.MessagesPage }))) },
  {
    path: staffPages.newConversation,
    Page: lazy(() => import('./features/messages/new-conversation-page').then((m) => ({ default: m.NewConversationPage }))),
  },
  {
    path: staffPages.conversation,
    Page: lazy(() => import('./features/messages/conversation-page').then((m) => ({ default: m.ConversationPage }))),
  },
  {
    path: staffPages.announcements,
    Page: lazy(() => import('./features/messages/announcements-page').then((m) => ({ default: m.AnnouncementsPage }))),
  },
  {
    path: staffPages.newAnnouncement,
    Page: lazy(() => import('./features/messages/new-announcement-page').then((m) => ({ default: m.NewAnnouncementPage }))),
  },
  {
    path: staffPages.announcement,
    Page: lazy(() => import('./features/messages/announcement-page').then((m) => ({ default: m.AnnouncementPage }))),
  },
  {
    path: staffPages.messaging,
    Page: lazy(() => import('./features/messages/messaging-page').then((m) => ({ default: m.MessagingPage }))),
  },
  { path: staffPages.pupils, Page: lazy(() => import('./features/people/pupils-page').then((m) => ({ default: m.PupilsPage }))) },
  { path: staffPages.pupil, Page: lazy(() => import('./features/people/pupil-page').then((m) => ({ default: m.PupilPage }))) },
  { path: staffPages.families, Page: lazy(() => import('./features/people/families-page').then((m) => ({ default: m.FamiliesPage }))) },
  { path: staffPages.family, Page: lazy(() => import('./features/people/family-page').then((m) => ({ default: m.FamilyPage }))) },
  {
    path: staffPages.familyPreview,
    Page: lazy(() => import('./features/people/family-preview-page').then((m) => ({ default: m.FamilyPreviewPage }))),
  },
  { path: staffPages.people, Page: lazy(() => import('./features/people/people-page').then((m) => ({ default: m.PeoplePage }))) },
  { path: staffPages.accounts, Page: lazy(() => import('./features/accounts/accounts-page').then((m) => ({ default: m.AccountsPage }))) },
  {
    path: staffPages.import,
    Page: lazy(() => import('./features/roster/roster-import-page').then((m) => ({ default: m.RosterImportPage }))),
  },
];

/** The staff app: the shell around the page at the address, or the page for an unknown address. */
export function StaffApp() {
  return (
    <Routes>
      <Route element={<StaffShell />}>
        {STAFF_PAGES.map(({ path, Page }) => (
          <Route
            key={path}
            // The app sits at /staff/*: its routes are matched below it, so '/staff/pupils' is 'pupils'.
            index={path === staffPages.home}
            path={path === staffPages.home ? undefined : path.slice(staffPages.home.length + 1)}
            element={
              <Suspense fallback={<PageLoading />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** Resolves once the staff side's texts are loaded: the router waits for it before the first render. */
export const staffAppReady = loadStaffMessages;
