import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { staffPages, withId } from '../../staff-paths';
import { listParams } from './api/people-keys';
import { useClasses, usePupilList } from './api/pupils';
import { controlClass } from '../../../components/form-controls';
import { InactiveBadge, Pager, TableFrame, tdClass, thClass } from './components/list-controls';
import { SearchBox } from '../../components/search-box';
import { useListState } from './use-list-state';

const KEYS = ['q', 'classId', 'includeInactive'] as const;

/** Every pupil of the school: search by name, filter by class, deactivated ones on request, 50 a page. */
export function PupilsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Pupils`);
  const { values, page, set } = useListState(KEYS);
  const classes = useClasses();
  const list = usePupilList(listParams({ ...values, page }));
  return (
    <>
      <PageHeader
        title={t`Pupils`}
        description={<Trans>Search a pupil by name, or list a class. A pupil is added from their family's page.</Trans>}
      />
      <div className="mb-5 flex flex-wrap items-end gap-4">
        <SearchBox id="pupil-search" label={t`Search by name`} value={values.q} onChange={(q) => set('q', q)} />
        <div className="flex min-w-48 flex-col gap-1.5">
          <label htmlFor="pupil-class" className="text-sm font-medium text-slate-700">
            <Trans>Class</Trans>
          </label>
          <select
            id="pupil-class"
            value={values.classId}
            onChange={(event) => set('classId', event.target.value)}
            className={controlClass()}
          >
            <option value="">{t`All classes`}</option>
            {(classes.data?.classes ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={values.includeInactive === 'true'}
            onChange={(event) => set('includeInactive', event.target.checked ? 'true' : '')}
            className="size-4 accent-brand-600"
          />
          <Trans>Show deactivated pupils</Trans>
        </label>
      </div>
      {list.isPending ? (
        <Skeleton rows={6} />
      ) : list.isError ? (
        <InlineError message={t`The pupils could not be loaded.`} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState message={t`No pupil matches.`} />
      ) : (
        <>
          <TableFrame caption={t`Pupils`}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  <Trans>Name</Trans>
                </th>
                <th scope="col" className={thClass}>
                  <Trans>Class</Trans>
                </th>
                <th scope="col" className={thClass}>
                  <Trans>Family</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((pupil) => (
                <tr key={pupil.id}>
                  <td className={tdClass}>
                    <Link to={withId(staffPages.pupil, pupil.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {pupil.lastName} {pupil.firstName}
                    </Link>
                    {pupil.isActive ? null : <InactiveBadge />}
                  </td>
                  <td className={tdClass}>{pupil.className}</td>
                  <td className={tdClass}>
                    <Link to={withId(staffPages.family, pupil.familyId)} className="text-brand-700 underline-offset-2 hover:underline">
                      {pupil.familyName}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(next) => set('page', String(next))} />
        </>
      )}
    </>
  );
}
