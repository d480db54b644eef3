import { useLingui } from '@lingui/react/macro';
import { apiPaths, type TDocument } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { useDownloadAll } from '../../../lib/use-download-all';
import { type FileMessages, useFileActions } from '../../../lib/use-file-actions';

/** GET /api/documents/{id}/download: the PDF. */
export function downloadDocument(id: number): Promise<Blob> {
  return api.blob(apiPaths.documentDownload(id));
}

/** The texts for documents (the English ones verbatim), in the page's language. */
function useDocumentMessages(): FileMessages {
  const { t } = useLingui();
  return {
    downloaded: t`Document downloaded`,
    opened: t`Document opened in new tab`,
    downloadRefused: t`failed to download the document`,
    downloadFailed: t`An error occurred while downloading the document.`,
    openFailed: t`An error occurred while opening the document.`,
  };
}

export function useDocumentFile() {
  return useFileActions<TDocument>(downloadDocument, useDocumentMessages());
}

/** 'Download all documents': the selection's PDFs in one zip, with the same texts. */
export function useDownloadAllDocuments() {
  return useDownloadAll<TDocument>(downloadDocument, useDocumentMessages());
}
