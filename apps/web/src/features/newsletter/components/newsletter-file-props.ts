import type { TNewsletter } from '@carnet/contract';

/** What the grid and the carousel need from the page to show and act on each newsletter. */
export type NewsletterFileProps = {
  onSee: () => void;
  onDownload: () => void;
  isSeeing: boolean;
  isDownloading: boolean;
};

export type NewsletterListProps = {
  newsletters: readonly TNewsletter[];
  fileProps: (newsletter: TNewsletter) => NewsletterFileProps;
};
