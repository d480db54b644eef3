import { apiPaths, type TDocument } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { useDownloadAll } from '../../../lib/use-download-all';
import { type FileMessages, useFileActions } from '../../../lib/use-file-actions';

/** GET /api/documents/{id}/download: the PDF. */
export function downloadDocument(id: number): Promise<Blob> {
  return api.blob(apiPaths.documentDownload(id));
}

/** The texts for documents, verbatim. */
const DOCUMENT_MESSAGES: FileMessages = {
  downloaded: 'Document downloaded',
  opened: 'Document opened in new tab',
  downloadRefused: 'failed to download the document',
  downloadFailed: 'An error occurred while downloading the document.',
  openFailed: 'An error occurred while opening the document.',
};

export function useDocumentFile() {
  return useFileActions<TDocument>(downloadDocument, DOCUMENT_MESSAGES);
}

/** 'Download all documents': the selection's PDFs in one zip, with the same texts. */
export function useDownloadAllDocuments() {
  return useDownloadAll<TDocument>(downloadDocument, DOCUMENT_MESSAGES);
}
