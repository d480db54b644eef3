import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUser } from '../../lib/use-user';
import { useIsOffice } from '../lib/use-is-office';
import { staffNavFor } from '../shell/staff-nav-items';
import { staffPages } from '../staff-paths';

// Loaded on its own: it is the home's only request, and keeping its query code out of the home's chunk
// keeps the bundler from splitting the shared API client differently for every page (the family pages'
// budget, npm run size).
const FailedMailNotice = lazy(() => import('./failed-mail-notice').then((m) => ({ default: m.FailedMailNotice })));
// A teacher's day, likewise on its own: the office's home never loads it.
const TeacherDay = lazy(() => import('./teacher-day').then((m) => ({ default: m.TeacherDay })));

/**
 * The staff home: where each task starts, for what this person may do. It shows at once; the office's
 * failed e-mail count adds a notice above when it answers, and a teacher sees their day first: today's
 * lessons, their registers and the next one to take.
 */
export function StaffHomePage() {
  const { t, i18n } = useLingui();
  const user = useUser();
  useDocumentTitle(t`Staff home`);
  const firstName = user?.firstName ?? '';
  const isOffice = useIsOffice();
  const groups = staffNavFor(user)
    .map((group) => ({ ...group, items: group.items.filter((item) => item.to !== staffPages.home) }))
    .filter((group) => group.items.length > 0);
  return (
    <>
      <PageHeader
        title={t`Hello ${firstName}`}
        description={
          isOffice ? (
            <Trans>What families read comes from here: the school's people, and what the school publishes to them.</Trans>
          ) : (
            <Trans>Your lessons of the day and their registers, then what you write for your pupils.</Trans>
          )
        }
      />
      <Suspense fallback={null}>{isOffice ? <FailedMailNotice /> : <TeacherDay />}</Suspense>
      {/* Every staff role has at least one group: a teacher the classroom's, the office all of them. */}
      <div className="grid gap-6 md:grid-cols-2">
        {groups.map((group, index) => (
          <section
            key={index}
            aria-labelledby={`staff-home-group-${index}`}
            className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs"
          >
            <h2 id={`staff-home-group-${index}`} className="mb-3 text-base font-semibold text-slate-900">
              {group.label ? i18n._(group.label) : null}
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2">
              {group.items.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-3 text-sm font-medium text-slate-700 hover:border-brand-300 hover:bg-brand-50"
                  >
                    <Icon aria-hidden="true" className="size-5 text-brand-600" />
                    {i18n._(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
