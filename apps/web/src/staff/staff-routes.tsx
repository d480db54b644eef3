import type { RouteObject } from 'react-router';
import { loadStaffMessages } from '../lib/i18n/language';
import { staffPages } from './staff-paths';

/**
 * The staff side's pages, each its own lazily loaded chunk (the family pages' budgets do not move).
 * app/router.tsx puts this branch at /staff, behind the guard, for staff accounts only.
 */
const staffPageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./home/staff-home-page').then((m) => ({ Component: m.StaffHomePage })) },
  {
    path: staffPages.newsletters,
    lazy: () => import('./features/publishing/newsletters-page').then((m) => ({ Component: m.NewslettersPage })),
  },
  { path: staffPages.documents, lazy: () => import('./features/publishing/documents-page').then((m) => ({ Component: m.DocumentsPage })) },
  { path: staffPages.reports, lazy: () => import('./features/publishing/reports-page').then((m) => ({ Component: m.ReportsPage })) },
  { path: staffPages.structure, lazy: () => import('./features/structure/structure-page').then((m) => ({ Component: m.StructurePage })) },
  { path: staffPages.lunchMenu, lazy: () => import('./features/calendar/lunch-menu-page').then((m) => ({ Component: m.LunchMenuPage })) },
  { path: staffPages.termDates, lazy: () => import('./features/calendar/term-dates-page').then((m) => ({ Component: m.TermDatesPage })) },
  { path: staffPages.timetable, lazy: () => import('./features/calendar/timetable-page').then((m) => ({ Component: m.TimetablePage })) },
  { path: staffPages.audit, lazy: () => import('./features/audit/audit-page').then((m) => ({ Component: m.AuditPage })) },
  { path: staffPages.pupils, lazy: () => import('./features/people/pupils-page').then((m) => ({ Component: m.PupilsPage })) },
  { path: staffPages.pupil, lazy: () => import('./features/people/pupil-page').then((m) => ({ Component: m.PupilPage })) },
  { path: staffPages.families, lazy: () => import('./features/people/families-page').then((m) => ({ Component: m.FamiliesPage })) },
  { path: staffPages.family, lazy: () => import('./features/people/family-page').then((m) => ({ Component: m.FamilyPage })) },
  {
    path: staffPages.familyPreview,
    lazy: () => import('./features/people/family-preview-page').then((m) => ({ Component: m.FamilyPreviewPage })),
  },
  { path: staffPages.people, lazy: () => import('./features/people/people-page').then((m) => ({ Component: m.PeoplePage })) },
];

/** The staff shell with its texts, around the staff pages; `notFound` is the page for a path no route knows. */
export function staffBranch(notFound: RouteObject): RouteObject {
  return {
    lazy: () => Promise.all([import('./shell/staff-shell'), loadStaffMessages()]).then(([m]) => ({ Component: m.StaffShell })),
    children: [...staffPageRoutes, notFound],
  };
}
