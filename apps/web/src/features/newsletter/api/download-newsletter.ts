import { apiPaths, type TNewsletter } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { useFileActions } from '../../../lib/use-file-actions';

/** GET /api/newsletter/{id}/download: the PDF. */
export function downloadNewsletter(id: number): Promise<Blob> {
  return api.blob(apiPaths.newsletterDownload(id));
}

/** The texts for newsletters, verbatim. */
export function useNewsletterFile() {
  return useFileActions<TNewsletter>(downloadNewsletter, {
    downloaded: 'Newsletter downloaded',
    opened: 'Newsletter opened in new tab',
    downloadRefused: 'failed to download the newsletter',
    downloadFailed: 'An error occurred while downloading the newsletter.',
    openFailed: 'An error occurred while opening the newsletter.',
  });
}
