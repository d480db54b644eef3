import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { sortNewestFirst, ZNewsletterList, type TNewsletter } from '@carnet/contract';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { ShowOlderButton } from '../../components/show-older-button';
import { Skeleton } from '../../components/skeleton';
import { useOlderPages } from '../../lib/api/use-older-pages';
import { queryKeys } from '../../lib/query-keys';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { useNewsletterFile } from './api/download-newsletter';
import { useNewslettersPage } from './api/get-newsletters';
import { NewsletterGrid } from './components/newsletter-grid';

// The carousel library is fetched only when a small screen needs it.
const NewsletterCarousel = lazy(() => import('./components/newsletter-carousel').then((m) => ({ default: m.NewsletterCarousel })));

/** Route /newsletter (any signed-in user): a grid on wide screens, a carousel on small ones; older ones on request. */
export function NewsletterPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Newsletter`);
  const isWide = useMediaQuery(WIDE_SCREEN);
  const newsletters = useNewslettersPage();
  const older = useOlderPages(queryKeys.newsletters, newsletters.data?.nextPath, ZNewsletterList);
  const file = useNewsletterFile();
  const sorted = sortNewestFirst([...(newsletters.data?.items ?? []), ...older.items], (newsletter) => newsletter.publishDate);
  const fileProps = (newsletter: TNewsletter) => ({
    onSee: () => file.open.mutate(newsletter),
    onDownload: () => file.download.mutate(newsletter),
    isSeeing: file.open.isPending && file.open.variables.id === newsletter.id,
    isDownloading: file.download.isPending && file.download.variables.id === newsletter.id,
  });

  return (
    <>
      <PageHeader title={t`Newsletter`} description={t`News from the school, newest first.`} />
      {newsletters.isPending ? <Skeleton rows={3} /> : null}
      {newsletters.isError ? <InlineError message={t`Error loading data...`} /> : null}
      {newsletters.isSuccess && sorted.length === 0 ? <EmptyState message={t`No newsletters yet`} /> : null}
      {sorted.length > 0 && isWide ? <NewsletterGrid newsletters={sorted} fileProps={fileProps} /> : null}
      {sorted.length > 0 && !isWide ? (
        <Suspense fallback={<Skeleton rows={3} />}>
          <NewsletterCarousel newsletters={sorted} fileProps={fileProps} />
        </Suspense>
      ) : null}
      <ShowOlderButton label={t`Show older`} errorMessage={t`Error loading data...`} pages={older} />
    </>
  );
}
