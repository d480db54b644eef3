import { createBrowserRouter, type RouteObject } from 'react-router';
import { ANY_SIGNED_IN, PARENT_ONLY } from './guard';
import { RequireAccess } from './require-access';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

/**
 * Spec section 2's route table. Every screen is its own chunk, so /login loads only the login
 * page, and the shell with its menus comes with the first signed-in page.
 */
const anyRoleRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./home/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: 'newsletter', lazy: () => import('../features/newsletter/newsletter-page').then((m) => ({ Component: m.NewsletterPage })) },
  { path: 'reports', lazy: () => import('../features/reports/reports-page').then((m) => ({ Component: m.ReportsPage })) },
  { path: 'rewards', lazy: () => import('../features/rewards/rewards-page').then((m) => ({ Component: m.RewardsPage })) },
  { path: 'termsdates', lazy: () => import('../features/terms/terms-dates-page').then((m) => ({ Component: m.TermsDatesPage })) },
  { path: 'timetable', lazy: () => import('../features/timetable/timetable-page').then((m) => ({ Component: m.TimetablePage })) },
  { path: 'childinfo', lazy: () => import('../features/child/child-info-page').then((m) => ({ Component: m.ChildInfoPage })) },
];

const parentRoutes: RouteObject[] = [
  { path: 'forms', lazy: () => import('../features/forms/forms-page').then((m) => ({ Component: m.FormsPage })) },
  { path: 'documents', lazy: () => import('../features/documents/documents-page').then((m) => ({ Component: m.DocumentsPage })) },
  { path: 'parentinfo', lazy: () => import('../features/family/parent-info-page').then((m) => ({ Component: m.ParentInfoPage })) },
  { path: 'meetings', lazy: () => import('../features/meetings/meetings-page').then((m) => ({ Component: m.MeetingsPage })) },
  { path: 'meetingsinfo', lazy: () => import('../features/meetings/meetings-info-page').then((m) => ({ Component: m.MeetingsInfoPage })) },
];

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <RouteFallback />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
      {
        path: 'unauthorized',
        lazy: () => import('../features/auth/unauthorized-page').then((m) => ({ Component: m.UnauthorizedPage })),
      },
      {
        element: <RequireAccess roles={ANY_SIGNED_IN} />,
        children: [
          {
            lazy: () => import('./shell/app-shell').then((m) => ({ Component: m.AppShell })),
            children: [
              ...anyRoleRoutes,
              { element: <RequireAccess roles={PARENT_ONLY} />, children: parentRoutes },
              { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
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
