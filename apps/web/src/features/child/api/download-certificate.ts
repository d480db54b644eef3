import { apiPaths } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { useFileActions, type FileMessages } from '../../../lib/use-file-actions';

/** GET /api/certificate/{id}/download: a medical certificate of one of the user's children, as a PDF. */
export function downloadCertificate(certificateId: number): Promise<Blob> {
  return api.blob(apiPaths.certificateDownload(certificateId));
}

// The spec has no certificate-specific texts; a medical certificate is one of the child's documents.
const CERTIFICATE_FILE_MESSAGES: FileMessages = {
  downloaded: 'Document downloaded',
  opened: 'Document opened in new tab',
  downloadRefused: 'An error occurred while downloading the document.',
  downloadFailed: 'An error occurred while downloading the document.',
  openFailed: 'An error occurred while opening the document.',
};

export function useCertificateFile() {
  return useFileActions<{ id: number; title: string }>(downloadCertificate, CERTIFICATE_FILE_MESSAGES);
}
