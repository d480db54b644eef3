import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { staffPages, withId } from '../../staff-paths';
import { useFamilyList } from './api/families';
import { listParams } from './api/people-keys';
import { Pager, TableFrame, tdClass, thClass } from './components/list-controls';
import { SearchBox } from '../../components/search-box';
import { NewFamilyForm } from './components/new-family-form';
import { useListState } from './use-list-state';

const KEYS = ['q'] as const;

/** Every family: search by the family's name, a contact's or a pupil's, 50 a page; a new one made by hand (decision 098). */
export function FamiliesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Families`);
  const { values, page, set } = useListState(KEYS);
  const list = useFamilyList(listParams({ ...values, page }));
  const [isCreating, setIsCreating] = useState(false);
  return (
    <>
      <PageHeader title={t`Families`} description={<Trans>Search by family name, a parent's or a pupil's name.</Trans>}>
        {isCreating ? null : (
          <button type="button" className={buttonClass('primary')} onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>New family</Trans>
          </button>
        )}
      </PageHeader>
      {isCreating ? <NewFamilyForm onDone={() => setIsCreating(false)} /> : null}
      <div className="mb-5 flex flex-wrap items-end gap-4">
        <SearchBox id="family-search" label={t`Search`} value={values.q} onChange={(q) => set('q', q)} />
      </div>
      {list.isPending ? (
        <Skeleton rows={6} />
      ) : list.isError ? (
        <InlineError message={t`The families could not be loaded.`} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState message={t`No family matches.`} />
      ) : (
        <>
          <TableFrame caption={t`Families`}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  <Trans>Family</Trans>
                </th>
                <th scope="col" className={thClass}>
                  <Trans>Contacts</Trans>
                </th>
                <th scope="col" className={thClass}>
                  <Trans>Pupils</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((family) => (
                <tr key={family.id}>
                  <td className={tdClass}>
                    <Link
                      to={withId(staffPages.family, family.id)}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {family.name}
                    </Link>
                  </td>
                  <td className={tdClass}>{family.parents.join(', ')}</td>
                  <td className={tdClass}>{family.pupils.join(', ')}</td>
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
