import { useLingui } from '@lingui/react/macro';
import { apiPaths, type TNewsletter } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { useFileActions } from '../../../lib/use-file-actions';

/** GET /api/newsletter/{id}/download: the PDF. */
export function downloadNewsletter(id: number): Promise<Blob> {
  return api.blob(apiPaths.newsletterDownload(id));
}

/** The texts for newsletters (the English ones verbatim), in the page's language. */
export function useNewsletterFile() {
  const { t } = useLingui();
  return useFileActions<TNewsletter>(downloadNewsletter, {
    downloaded: t`Newsletter downloaded`,
    opened: t`Newsletter opened in new tab`,
    downloadRefused: t`failed to download the newsletter`,
    downloadFailed: t`An error occurred while downloading the newsletter.`,
    openFailed: t`An error occurred while opening the newsletter.`,
  });
}
