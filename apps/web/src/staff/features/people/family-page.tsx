import { Trans, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TStaffFamily } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { ApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { staffPages, withId } from '../../staff-paths';
import { useStaffFamily } from './api/families';
import { AddContactForm } from './components/add-contact-form';
import { AddPupilForm } from './components/add-pupil-form';
import { ContactForm } from './components/contact-form';
import { ContactHistory } from './components/contact-history';
import { ContactInvite } from './components/contact-invite';
import { AccountList } from './components/family-accounts';
import { FamilyExportButton } from './components/family-export-button';
import { InactiveBadge } from './components/list-controls';

/** A family's page: its contacts (editable), pupils (a new one added here), accounts, and who changed the contacts. */
export function FamilyPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const family = useStaffFamily(id);
  const familyName = family.data?.name ?? '';
  useDocumentTitle(family.data ? t`${familyName} family` : t`Family`);
  if (family.isPending) return <Skeleton rows={6} />;
  if (family.isError) {
    const isMissing = family.error instanceof ApiError && (family.error.status === 404 || family.error.status === 400);
    return (
      <InlineError
        message={isMissing ? t`This family does not exist.` : t`The family could not be loaded.`}
        onRetry={isMissing ? undefined : () => void family.refetch()}
      />
    );
  }
  return (
    <>
      <PageHeader title={t`${familyName} family`}>
        <div className="flex flex-wrap gap-2">
          <Link to={withId(staffPages.familyPreview, id)} className={buttonClass('secondary')}>
            <Eye aria-hidden="true" className="size-4" />
            <Trans>See as this family</Trans>
          </Link>
          <FamilyExportButton familyId={id} familyName={familyName} />
        </div>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <Contacts family={family.data} />
        <Pupils family={family.data} />
        <AccountList title={t`Accounts`} titleId="family-accounts" accounts={family.data.accounts} />
        <ContactHistory history={family.data.history} />
      </div>
    </>
  );
}

function Contacts({ family }: { family: TStaffFamily }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<number | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  return (
    <Card
      title={t`Contacts`}
      titleId="family-contacts"
      className="lg:col-span-2"
      action={
        isAdding ? null : (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setIsAdding(true)}>
            <Trans>Add a guardian or contact</Trans>
          </button>
        )
      }
    >
      {isAdding ? <AddContactForm familyId={family.id} familyName={family.name} onDone={() => setIsAdding(false)} /> : null}
      {family.members.length === 0 ? (
        <EmptyState message={t`No contact.`} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {family.members.map((member) =>
            editing === member.id ? (
              <li key={member.id} className="md:col-span-2">
                <ContactForm familyId={family.id} member={member} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={member.id} className="flex flex-wrap items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 basis-48">
                  <span className="font-medium text-slate-900">
                    {member.first_name} {member.last_name}
                  </span>
                  <span className="block text-slate-600">{[member.mobile, member.phone].filter(Boolean).join(' · ')}</span>
                  <span className="block break-all text-slate-600">{member.email}</span>
                  <span className="block text-slate-600">
                    {[member.address, member.postalCode, member.city].filter(Boolean).join(', ')}
                  </span>
                </span>
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(member.id)}>
                  <Trans>Edit</Trans>
                </button>
                {member.accountId === null ? <ContactInvite member={member} /> : null}
              </li>
            ),
          )}
        </ul>
      )}
    </Card>
  );
}

function Pupils({ family }: { family: TStaffFamily }) {
  const { t } = useLingui();
  const [isAdding, setIsAdding] = useState(false);
  return (
    <Card
      title={t`Pupils`}
      titleId="family-pupils"
      action={
        isAdding ? null : (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setIsAdding(true)}>
            <Trans>Add a pupil</Trans>
          </button>
        )
      }
    >
      {isAdding ? <AddPupilForm familyId={family.id} familyName={family.name} onDone={() => setIsAdding(false)} /> : null}
      {family.pupils.length === 0 ? (
        <EmptyState message={t`No pupil yet.`} />
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {family.pupils.map((pupil) => (
            <li key={pupil.id} className="rounded-lg border border-slate-200 px-3 py-2">
              <Link to={withId(staffPages.pupil, pupil.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {pupil.firstName} {pupil.lastName}
              </Link>
              {pupil.isActive ? null : <InactiveBadge />}
              <span className="block text-slate-600">{pupil.className}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
