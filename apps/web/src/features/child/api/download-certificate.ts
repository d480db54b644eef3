import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { apiPaths } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { useFileActions, type FileMessages } from '../../../lib/use-file-actions';

/** GET /api/certificate/{id}/download: a medical certificate of one of the user's children, as a PDF. */
export function downloadCertificate(certificateId: number): Promise<Blob> {
  return api.blob(apiPaths.certificateDownload(certificateId));
}

// The spec has no certificate-specific texts; a medical certificate is one of the child's documents.
const CERTIFICATE_FILE_MESSAGES = {
  downloaded: msg`Document downloaded`,
  opened: msg`Document opened in new tab`,
  downloadRefused: msg`An error occurred while downloading the document.`,
  downloadFailed: msg`An error occurred while downloading the document.`,
  openFailed: msg`An error occurred while opening the document.`,
};

/** The file's name is the certificate's title; one with no title is saved as 'Medical certificate.pdf' ('Certificat médical.pdf'). */
export function certificateFileTitle(title: string, fallback: string): string {
  return title.trim() || fallback;
}

export function useCertificateFile() {
  const { i18n, t } = useLingui();
  const messages: FileMessages = {
    downloaded: i18n._(CERTIFICATE_FILE_MESSAGES.downloaded),
    opened: i18n._(CERTIFICATE_FILE_MESSAGES.opened),
    downloadRefused: i18n._(CERTIFICATE_FILE_MESSAGES.downloadRefused),
    downloadFailed: i18n._(CERTIFICATE_FILE_MESSAGES.downloadFailed),
    openFailed: i18n._(CERTIFICATE_FILE_MESSAGES.openFailed),
  };
  const fallback = t`Medical certificate`;
  const actions = useFileActions<{ id: number; title: string }>(downloadCertificate, messages);
  return {
    ...actions,
    /** The item to download or open: the certificate under its file title. */
    fileOf: (certificate: { id: number; title: string }) => ({
      id: certificate.id,
      title: certificateFileTitle(certificate.title, fallback),
    }),
  };
}
