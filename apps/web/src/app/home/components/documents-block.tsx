import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { HOME_DOCUMENTS, sortNewestFirst, type TMe } from '@carnet/contract';
import { Card } from '../../../components/card';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { FileActions } from '../../../components/file-actions';
import { InlineError } from '../../../components/inline-error';
import { NewDot } from '../../../components/new-dot';
import { Skeleton } from '../../../components/skeleton';
import { TextLink } from '../../../components/text-link';
import { useDocumentFile } from '../../../features/documents/api/download-document';
import { documentTypeLabel } from '../../../features/documents/document-types';
import { getDocumentsQueryOptions } from '../../../features/documents/api/get-documents';
import { paths } from '../../../lib/paths';
import { hasReadFailed, withErrorShownInPlace } from '../../../lib/query-client';

/** The 3 newest documents of the family (parents only, like the Documents page). */
export function DocumentsBlock({ user }: { user: TMe }) {
  const { t, i18n } = useLingui();
  const documents = useQuery(withErrorShownInPlace(getDocumentsQueryOptions()));
  const file = useDocumentFile();
  const newest = sortNewestFirst(documents.data ?? [], (document) => document.date).slice(0, HOME_DOCUMENTS);
  const childName = (childId: number) => user.familyInfo.children.find((child) => child.id === childId)?.firstName;
  const hasFailed = hasReadFailed(documents);

  return (
    <Card title={t`Documents`} titleId="home-documents" icon={<FileText className="size-4" />}>
      {hasFailed ? <InlineError message={t`Error loading data...`} onRetry={() => void documents.refetch()} /> : null}
      {documents.isPending && !hasFailed ? <Skeleton rows={3} /> : null}
      {documents.isSuccess && newest.length === 0 ? <EmptyState message={t`No documents available`} /> : null}
      {newest.length > 0 ? (
        <>
          <ul className="divide-y divide-slate-100">
            {newest.map((document) => (
              <li key={document.id} className="flex items-center gap-3 py-3 first:pt-0">
                <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">
                  <FileText className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
                    <span className="min-w-0 break-words">{document.title}</span>
                    {document.hasNotification ? <NewDot /> : null}
                  </p>
                  <p className="text-sm break-words text-slate-500">
                    {[documentTypeLabel(document.type, i18n), childName(document.child.id)].filter(Boolean).join(' · ')} ·{' '}
                    <DateText value={document.date} />
                  </p>
                </div>
                <FileActions
                  isCompact
                  title={document.title}
                  onDownload={() => file.download.mutate(document)}
                  onOpen={() => file.open.mutate(document)}
                  isDownloading={file.download.isPending && file.download.variables.id === document.id}
                  isOpening={file.open.isPending && file.open.variables.id === document.id}
                />
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-4">
            <TextLink to={paths.documents}>
              <Trans>All documents</Trans>
            </TextLink>
          </div>
        </>
      ) : null}
    </Card>
  );
}
