import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listParams } from './api/people-keys';
import { useSetTeacherActive, useStaffAccounts, useTeacherList } from './api/teachers';
import { ConfirmButton } from './components/confirm-button';
import { AccountList } from './components/family-accounts';
import { InactiveBadge, Pager, TableFrame, tdClass, thClass } from './components/list-controls';
import { SearchBox } from '../../components/search-box';
import { OfficeAccountForm } from './components/office-account-form';
import { TeacherForm } from './components/teacher-form';
import { TeacherInvite } from './components/teacher-invite';
import { useListState } from './use-list-state';
import { saveWith } from './write-feedback';
import { EmailAddress } from '../../../components/email-address';

const KEYS = ['q', 'includeInactive'] as const;

/** Teachers (with their teaching groups) and the staff accounts; teacher records are created, edited and (de)activated here. */
export function PeoplePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Teachers and staff`);
  const { values, page, set } = useListState(KEYS);
  const list = useTeacherList(listParams({ ...values, page }));
  const accounts = useStaffAccounts();
  const setActive = useSetTeacherActive();
  const [editing, setEditing] = useState<number | 'new' | 'office' | null>(null);
  return (
    <>
      <PageHeader title={t`Teachers and staff`}>
        {editing === null ? (
          <span className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass('secondary')} onClick={() => setEditing('office')}>
              <Trans>Add office staff</Trans>
            </button>
            <button type="button" className={buttonClass('primary')} onClick={() => setEditing('new')}>
              <Trans>Add a teacher</Trans>
            </button>
          </span>
        ) : null}
      </PageHeader>
      {editing === 'new' ? <TeacherForm onDone={() => setEditing(null)} /> : null}
      {editing === 'office' ? <OfficeAccountForm onDone={() => setEditing(null)} /> : null}
      <div className="mb-5 flex flex-wrap items-end gap-4">
        <SearchBox id="teacher-search" label={t`Search a teacher`} value={values.q} onChange={(q) => set('q', q)} />
        <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={values.includeInactive === 'true'}
            onChange={(event) => set('includeInactive', event.target.checked ? 'true' : '')}
            className="size-4 accent-brand-600"
          />
          <Trans>Show deactivated teachers</Trans>
        </label>
      </div>
      {list.isPending ? (
        <Skeleton rows={6} />
      ) : list.isError ? (
        <InlineError message={t`The teachers could not be loaded.`} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState message={t`No teacher matches.`} />
      ) : (
        <>
          <TableFrame caption={t`Teachers`}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  <Trans>Teacher</Trans>
                </th>
                <th scope="col" className={thClass}>
                  <Trans>Teaching groups</Trans>
                </th>
                <th scope="col" className={thClass}>
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((teacher) =>
                editing === teacher.id ? (
                  <tr key={teacher.id}>
                    <td colSpan={3} className={tdClass}>
                      <TeacherForm teacher={teacher} onDone={() => setEditing(null)} />
                    </td>
                  </tr>
                ) : (
                  <tr key={teacher.id}>
                    <td className={tdClass}>
                      <span className="font-medium text-slate-900">
                        {teacher.firstName} {teacher.lastName}
                      </span>
                      {teacher.isActive ? null : <InactiveBadge />}
                      <EmailAddress address={teacher.email} className="block text-slate-600" />
                    </td>
                    <td className={tdClass}>{teacher.teachingGroups.map((g) => g.name).join(', ') || '—'}</td>
                    <td className={tdClass}>
                      <span className="flex flex-wrap gap-2">
                        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(teacher.id)}>
                          <Trans>Edit</Trans>
                        </button>
                        <ConfirmButton
                          label={teacher.isActive ? <Trans>Deactivate</Trans> : <Trans>Reactivate</Trans>}
                          question={
                            teacher.isActive ? (
                              <Trans>Their account will no longer sign in. Continue?</Trans>
                            ) : (
                              <Trans>Reactivate this teacher?</Trans>
                            )
                          }
                          isPending={setActive.isPending}
                          onConfirm={() => void saveWith(() => setActive.mutateAsync({ id: teacher.id, isActive: !teacher.isActive }))}
                        />
                        {teacher.accountId === null ? <TeacherInvite teacher={teacher} /> : null}
                      </span>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </TableFrame>
          <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(next) => set('page', String(next))} />
        </>
      )}
      <div className="mt-8">
        {accounts.isPending ? (
          <Skeleton rows={2} />
        ) : accounts.isError ? (
          <InlineError message={t`The staff accounts could not be loaded.`} onRetry={() => void accounts.refetch()} />
        ) : (
          <AccountList title={t`Staff accounts`} titleId="staff-accounts" accounts={accounts.data} />
        )}
      </div>
    </>
  );
}
