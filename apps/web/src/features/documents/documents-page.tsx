import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENTS_PER_TYPE, ZDocumentList, type TChildSummary } from '@carnet/contract';
import { ChildSelector, useSelectedChild } from '../../components/child-selector';
import { DownloadAllButton } from '../../components/download-all-button';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { ShowOlderButton } from '../../components/show-older-button';
import { Skeleton } from '../../components/skeleton';
import { TabBar } from '../../components/tab-bar';
import { useOlderPages } from '../../lib/api/use-older-pages';
import { intlLocale } from '../../lib/dates';
import { queryKeys } from '../../lib/query-keys';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUser } from '../../lib/use-user';
import { useDocumentFile, useDownloadAllDocuments } from './api/download-document';
import { useDocumentsPage } from './api/get-documents';
import { DocumentCard } from './components/document-card';
import { documentTypes, documentsOfSelection, typesWithUnseen } from './document-rules';
import { documentTypeLabel } from './document-types';

const NO_CHILDREN: readonly TChildSummary[] = [];

/**
 * Route /documents (parents only): one child, one document type at a time, from this and last school
 * year's documents and the older pages the reader asked for ('Show older').
 */
export function DocumentsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Documents`);
  const children = useUser()?.familyInfo.children ?? NO_CHILDREN;
  const { selected: child, selectedId, select } = useSelectedChild(children);
  const [pickedType, setPickedType] = useState<string | null>(null);
  const documents = useDocumentsPage();
  const older = useOlderPages(queryKeys.documents, documents.data?.nextPath, ZDocumentList);
  const file = useDocumentFile();
  const downloadAll = useDownloadAllDocuments();

  const all = [...(documents.data?.items ?? []), ...older.items];
  const labelOf = (type: string) => documentTypeLabel(type, i18n);
  const types = documentTypes(all, selectedId, labelOf, intlLocale());
  // The first tab of the recent documents stays selected when older pages bring a type that sorts before it.
  const firstRecentType = documentTypes(documents.data?.items ?? [], selectedId, labelOf, intlLocale())[0];
  const type = pickedType && types.includes(pickedType) ? pickedType : (firstRecentType ?? types[0] ?? null);
  const unseenTypes = typesWithUnseen(all, selectedId);
  const selection = documentsOfSelection(all, selectedId, type);
  const cards = selection.slice(0, DOCUMENTS_PER_TYPE);
  const shown = cards.length;
  const total = selection.length;

  return (
    <>
      <PageHeader title={t`Documents`} description={t`Letters, invoices and certificates sent by the school.`}>
        {children.length > 1 ? <ChildSelector items={children} selectedId={selectedId} onSelect={select} /> : null}
      </PageHeader>
      {documents.isPending ? <Skeleton rows={4} /> : null}
      {documents.isError ? <InlineError message={t`Error loading data...`} /> : null}
      {documents.isSuccess && !type ? <EmptyState message={t`No documents available`} /> : null}
      {type && child ? (
        <TabBar
          label={t`Document type`}
          items={types.map((value) => ({ value, label: labelOf(value), hasDot: unseenTypes.has(value) }))}
          value={type}
          onValueChange={setPickedType}
          action={
            <DownloadAllButton
              label={t`Download all documents`}
              // The archive is named as the tab reads: 'Léa Martin - Invoice', 'Léa Martin - Facture'.
              onClick={() =>
                downloadAll.downloadAll({ items: selection, label: `${child.firstName} ${child.lastName} - ${labelOf(type)}` })
              }
              isPending={downloadAll.isPending}
              progress={downloadAll.progress}
            />
          }
        >
          <h2 className="sr-only">{labelOf(type)}</h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((document) => (
              <li key={document.id}>
                <DocumentCard
                  document={document}
                  onSee={() => file.open.mutate(document)}
                  onDownload={() => file.download.mutate(document)}
                  isSeeing={file.open.isPending && file.open.variables.id === document.id}
                  isDownloading={file.download.isPending && file.download.variables.id === document.id}
                />
              </li>
            ))}
          </ul>
          {total > shown ? (
            <p className="mt-4 text-sm text-slate-600">
              {older.hasOlder ? (
                <Trans>
                  The {shown} most recent of the {total} loaded are shown; 'Download all documents' saves these {total}.
                </Trans>
              ) : (
                <Trans>
                  The {shown} most recent of {total} are shown; 'Download all documents' saves all {total}.
                </Trans>
              )}
            </p>
          ) : null}
        </TabBar>
      ) : null}
      <ShowOlderButton label={t`Show older`} errorMessage={t`Error loading data...`} pages={older} />
    </>
  );
}
