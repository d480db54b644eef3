import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { TFamilyRequestKind } from '@carnet/contract';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUser } from '../../lib/use-user';
import { RequestForm } from './components/request-form';

/** A request page: the form for one of the family's children, chosen beforehand by `?child=` when it is theirs. */
export function RequestFormPage({ kind }: { kind: TFamilyRequestKind }) {
  const { t } = useLingui();
  const title = kind === 'absence' ? t`Report an absence` : t`Ask for leave`;
  useDocumentTitle(title);
  const user = useUser();
  const [params] = useSearchParams();
  const pupils = user?.familyInfo.children ?? [];
  const asked = Number(params.get('child'));
  const childId = pupils.some((child) => child.id === asked) ? asked : null;
  return (
    <>
      <Link
        to={paths.familyRequests}
        className="mb-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Absences and leave</Trans>
      </Link>
      <PageHeader
        title={title}
        description={
          kind === 'absence'
            ? t`Tell the school your child will be away, today or on days ahead.`
            : t`Ask the school in advance; the office grants or refuses, and you are told.`
        }
      />
      <div className="flex max-w-2xl flex-col gap-4">
        <RequestForm key={childId ?? 0} kind={kind} pupils={pupils} childId={childId} />
      </div>
    </>
  );
}
