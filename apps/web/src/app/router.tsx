import { Suspense } from 'react';
import { type Location, type RouteObject, useRoutes } from 'react-router';
import { FAMILY_ROLES, STAFF_ROLES } from '@carnet/contract';
import { loadSignedInMessages } from '../lib/i18n/language';
import { STAFF_HOME } from '../staff/staff-paths';
import { paths } from '../lib/paths';
import { lazyRoute, preloadRoutes } from '../lib/router/lazy-route';
import { RouteErrorBoundary } from '../lib/router/route-error-boundary';
import { PARENT_ONLY } from './guard';
import { RequireAccess } from './require-access';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

/**
 * The route table. Every screen is its own chunk, so /login loads only the login
 * page, and the shell with its menus comes with the first signed-in page. React Router runs in its
 * declarative mode (decision 091): `lazyRoute` makes each screen a React.lazy component, and
 * `preloadRoute` starts every chunk an address matches at once, as the data router's `lazy` did.
 */
const anyRoleRoutes: RouteObject[] = [
  { index: true, ...lazyRoute(() => import('./home/home-page').then((m) => m.HomePage)) },
  { path: paths.newsletter, ...lazyRoute(() => import('../features/newsletter/newsletter-page').then((m) => m.NewsletterPage)) },
  { path: paths.reports, ...lazyRoute(() => import('../features/reports/reports-page').then((m) => m.ReportsPage)) },
  { path: paths.rewards, ...lazyRoute(() => import('../features/conduct/rewards-page').then((m) => m.RewardsPage)) },
  { path: paths.termsDates, ...lazyRoute(() => import('../features/terms/terms-dates-page').then((m) => m.TermsDatesPage)) },
  { path: paths.timetable, ...lazyRoute(() => import('../features/timetable/timetable-page').then((m) => m.TimetablePage)) },
  { path: paths.childInfo, ...lazyRoute(() => import('./child-info-route').then((m) => m.ChildInfoRoute)) },
  { path: paths.messages, ...lazyRoute(() => conversationsPage(import('../features/messages/messages-page')).then((m) => m.MessagesPage)) },
  {
    path: paths.newMessage,
    ...lazyRoute(() => conversationsPage(import('../features/messages/new-message-page')).then((m) => m.NewMessagePage)),
  },
  {
    path: paths.conversation,
    ...lazyRoute(() => conversationsPage(import('../features/messages/conversation-page')).then((m) => m.ConversationPage)),
  },
  { path: paths.homework, ...lazyRoute(() => homeworkPage(import('../features/homework/homework-page')).then((m) => m.HomeworkPage)) },
  { path: paths.marks, ...lazyRoute(() => marksPage(import('../features/marks/marks-page')).then((m) => m.MarksPage)) },
  {
    path: paths.notifications,
    ...lazyRoute(() => accountPage(import('./notifications-route')).then((m) => m.NotificationsRoute)),
  },
];

const parentRoutes: RouteObject[] = [
  // Announcements reach the parents (decision 105): inside Messages, beside the conversations (decision 106).
  {
    path: paths.announcements,
    ...lazyRoute(() => conversationsPage(import('../features/messages/announcements-page')).then((m) => m.AnnouncementsPage)),
  },
  {
    path: paths.announcement,
    ...lazyRoute(() => conversationsPage(import('../features/messages/announcement-page')).then((m) => m.AnnouncementPage)),
  },
  {
    path: paths.familyRequests,
    ...lazyRoute(() => requestsPage(import('../features/family-requests/family-requests-page')).then((m) => m.FamilyRequestsPage)),
  },
  {
    path: paths.reportAbsence,
    ...lazyRoute(() => requestsPage(import('../features/family-requests/report-absence-page')).then((m) => m.ReportAbsencePage)),
  },
  {
    path: paths.askLeave,
    ...lazyRoute(() => requestsPage(import('../features/family-requests/ask-leave-page')).then((m) => m.AskLeavePage)),
  },
  { path: paths.forms, ...lazyRoute(() => import('../features/forms/forms-page').then((m) => m.FormsPage)) },
  { path: paths.documents, ...lazyRoute(() => import('../features/documents/documents-page').then((m) => m.DocumentsPage)) },
  { path: paths.parentInfo, ...lazyRoute(() => import('../features/family/parent-info-page').then((m) => m.ParentInfoPage)) },
  { path: paths.meetings, ...lazyRoute(() => import('../features/meetings/meetings-page').then((m) => m.MeetingsPage)) },
  {
    path: paths.meetingsInfo,
    ...lazyRoute(() => import('../features/meetings/meetings-info-page').then((m) => m.MeetingsInfoPage)),
  },
];

/** An account page with its texts (features/account/account-messages.ts): neither /login nor the shell carries them. */
const accountPage = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, import('../features/account/account-messages').then((m) => m.loadAccountMessages())]).then(([m]) => m);

/** A request page with its texts (features/family-requests/requests-catalog.ts), which the shell does not carry. */
const requestsPage = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, import('../features/family-requests/requests-catalog').then((m) => m.loadRequestMessages())]).then(([m]) => m);

/** A conversations page with its texts (features/messages/messages-catalog.ts), which the shell does not carry. */
const conversationsPage = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, import('../features/messages/messages-catalog').then((m) => m.loadConversationMessages())]).then(([m]) => m);

/** The homework page with its texts (features/homework/homework-catalog.ts), which the shell does not carry. */
const homeworkPage = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, import('../features/homework/homework-catalog').then((m) => m.loadHomeworkMessages())]).then(([m]) => m);

/** The marks page with its texts (features/marks/marks-catalog.ts), which the shell does not carry. */
const marksPage = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, import('../features/marks/marks-catalog').then((m) => m.loadMarksMessages())]).then(([m]) => m);

/** The person's own account (decision 068): pages opened from an e-mail or a letter, before sign-in. */
const accountPublicRoutes: RouteObject[] = [
  { path: paths.activate, ...lazyRoute(() => accountPage(import('../features/account/link-page')).then((m) => m.ActivatePage)) },
  {
    path: paths.resetPassword,
    ...lazyRoute(() => accountPage(import('../features/account/link-page')).then((m) => m.ResetPasswordPage)),
  },
  {
    path: paths.forgotPassword,
    ...lazyRoute(() => accountPage(import('../features/account/forgot-password-page')).then((m) => m.ForgotPasswordPage)),
  },
];

const routes: RouteObject[] = [
  { path: paths.login, ...lazyRoute(() => import('../features/auth/login-page').then((m) => m.LoginPage)) },
  {
    path: paths.unauthorized,
    ...lazyRoute(() => import('../features/auth/unauthorized-page').then((m) => m.UnauthorizedPage)),
  },
  ...accountPublicRoutes,
  {
    // Any signed-in account, family or staff: a page of its own, outside both shells.
    element: <RequireAccess roles={[...FAMILY_ROLES, ...STAFF_ROLES]} />,
    children: [
      {
        // /account/security and /account/calendar (app/account-pages-route): one entry in this table.
        path: paths.accountPage,
        ...lazyRoute(() => accountPage(import('./account-pages-route')).then((m) => m.AccountPagesRoute)),
      },
    ],
  },
  {
    // The staff side: one chunk with its own route table, shell and texts, loaded only when a staff
    // account opens it (docs/decisions/064).
    element: <RequireAccess roles={STAFF_ROLES} />,
    children: [
      {
        path: `${STAFF_HOME}/*`,
        ...lazyRoute(() =>
          import('../staff/staff-app').then(async (m) => {
            await m.staffAppReady();
            return m.StaffApp;
          }),
        ),
      },
    ],
  },
  {
    element: <RequireAccess roles={FAMILY_ROLES} />,
    children: [
      {
        // The signed-in pages' texts come with the shell, so every page under it speaks its language.
        ...lazyRoute(() => Promise.all([import('./shell/app-shell'), loadSignedInMessages()]).then(([m]) => m.AppShell)),
        children: [
          ...anyRoleRoutes,
          { element: <RequireAccess roles={PARENT_ONLY} />, children: parentRoutes },
          { path: '*', ...lazyRoute(() => import('../components/not-found-page').then((m) => m.NotFoundPage)) },
        ],
      },
    ],
  },
];

/** Starts loading the code of the screen at `location` (its layout's and its own chunks, together). */
export const preloadRoute = (location: Pick<Location, 'pathname'>) => preloadRoutes(routes, location);

/**
 * The screen at the address: the loading screen until the first one's code arrives, the error screen
 * when a screen fails (a new version deployed while the tab was open). Later navigations keep the page
 * on screen while the next one loads (lib/router/app-router).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary fallback={<RouteError />}>
      <Suspense fallback={<RouteFallback />}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  );
}
