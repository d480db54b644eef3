import { createBrowserRouter, type RouteObject } from 'react-router';
import { FAMILY_ROLES, STAFF_ROLES } from '@carnet/contract';
import { loadSignedInMessages } from '../lib/i18n/language';
import { staffPages } from '../staff/staff-paths';
import { paths } from '../lib/paths';
import { PARENT_ONLY } from './guard';
import { RequireAccess } from './require-access';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

/**
 * The route table. Every screen is its own chunk, so /login loads only the login
 * page, and the shell with its menus comes with the first signed-in page.
 */
const anyRoleRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./home/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: paths.newsletter, lazy: () => import('../features/newsletter/newsletter-page').then((m) => ({ Component: m.NewsletterPage })) },
  { path: paths.reports, lazy: () => import('../features/reports/reports-page').then((m) => ({ Component: m.ReportsPage })) },
  { path: paths.rewards, lazy: () => import('../features/conduct/rewards-page').then((m) => ({ Component: m.RewardsPage })) },
  { path: paths.termsDates, lazy: () => import('../features/terms/terms-dates-page').then((m) => ({ Component: m.TermsDatesPage })) },
  { path: paths.timetable, lazy: () => import('../features/timetable/timetable-page').then((m) => ({ Component: m.TimetablePage })) },
  { path: paths.childInfo, lazy: () => import('../features/child/child-info-page').then((m) => ({ Component: m.ChildInfoPage })) },
  {
    path: paths.notifications,
    lazy: () => accountPage(import('./notifications-route')).then((m) => ({ Component: m.NotificationsRoute })),
  },
];

const parentRoutes: RouteObject[] = [
  { path: paths.forms, lazy: () => import('../features/forms/forms-page').then((m) => ({ Component: m.FormsPage })) },
  { path: paths.documents, lazy: () => import('../features/documents/documents-page').then((m) => ({ Component: m.DocumentsPage })) },
  { path: paths.parentInfo, lazy: () => import('../features/family/parent-info-page').then((m) => ({ Component: m.ParentInfoPage })) },
  { path: paths.meetings, lazy: () => import('../features/meetings/meetings-page').then((m) => ({ Component: m.MeetingsPage })) },
  {
    path: paths.meetingsInfo,
    lazy: () => import('../features/meetings/meetings-info-page').then((m) => ({ Component: m.MeetingsInfoPage })),
  },
];

/** An account page with its texts (features/account/account-messages.ts): neither /login nor the shell carries them. */
const accountPage = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, import('../features/account/account-messages').then((m) => m.loadAccountMessages())]).then(([m]) => m);

/** The person's own account (decision 068): pages opened from an e-mail or a letter, before sign-in. */
const accountPublicRoutes: RouteObject[] = [
  { path: paths.activate, lazy: () => accountPage(import('../features/account/link-page')).then((m) => ({ Component: m.ActivatePage })) },
  {
    path: paths.resetPassword,
    lazy: () => accountPage(import('../features/account/link-page')).then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: paths.forgotPassword,
    lazy: () => accountPage(import('../features/account/forgot-password-page')).then((m) => ({ Component: m.ForgotPasswordPage })),
  },
];

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <RouteFallback />,
    errorElement: <RouteError />,
    children: [
      { path: paths.login, lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
      {
        path: paths.unauthorized,
        lazy: () => import('../features/auth/unauthorized-page').then((m) => ({ Component: m.UnauthorizedPage })),
      },
      ...accountPublicRoutes,
      {
        // Any signed-in account, family or staff: a page of its own, outside both shells.
        element: <RequireAccess roles={[...FAMILY_ROLES, ...STAFF_ROLES]} />,
        children: [
          {
            // /account/security and /account/calendar (app/account-pages-route): one entry in this table.
            path: paths.accountPage,
            lazy: () => accountPage(import('./account-pages-route')).then((m) => ({ Component: m.AccountPagesRoute })),
          },
        ],
      },
      {
        // The staff side: one chunk with its own route table, shell and texts, loaded only when a staff
        // account opens it (docs/decisions/064).
        element: <RequireAccess roles={STAFF_ROLES} />,
        children: [
          {
            path: `${staffPages.home}/*`,
            lazy: () =>
              import('../staff/staff-app').then(async (m) => {
                await m.staffAppReady();
                return { Component: m.StaffApp };
              }),
          },
        ],
      },
      {
        element: <RequireAccess roles={FAMILY_ROLES} />,
        children: [
          {
            // The signed-in pages' texts come with the shell, so every page under it speaks its language.
            lazy: () => Promise.all([import('./shell/app-shell'), loadSignedInMessages()]).then(([m]) => ({ Component: m.AppShell })),
            children: [
              ...anyRoleRoutes,
              { element: <RequireAccess roles={PARENT_ONLY} />, children: parentRoutes },
              { path: '*', lazy: () => import('../components/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
