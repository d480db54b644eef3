import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { sortNewestFirst } from '@carnet/contract';
import { Card } from '../../../components/card';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { FileActions } from '../../../components/file-actions';
import { InlineError } from '../../../components/inline-error';
import { NewDot } from '../../../components/new-dot';
import { Skeleton } from '../../../components/skeleton';
import { TextLink } from '../../../components/text-link';
import { useNewsletterFile } from '../../../features/newsletter/api/download-newsletter';
import { getNewslettersQueryOptions } from '../../../features/newsletter/api/get-newsletters';
import { paths } from '../../../lib/paths';
import { hasReadFailed, withErrorShownInPlace } from '../../../lib/query-client';

/** The latest newsletter with download and open-in-new-tab. */
export function NewsletterBlock() {
  const { t } = useLingui();
  const newsletters = useQuery(withErrorShownInPlace(getNewslettersQueryOptions()));
  const file = useNewsletterFile();
  const latest = sortNewestFirst(newsletters.data ?? [], (newsletter) => newsletter.publishDate)[0];
  const hasFailed = hasReadFailed(newsletters);

  return (
    <Card title={t`Newsletter`} titleId="home-newsletter" icon={<Newspaper className="size-4" />}>
      {hasFailed ? <InlineError message={t`Error loading data...`} onRetry={() => void newsletters.refetch()} /> : null}
      {newsletters.isPending && !hasFailed ? <Skeleton rows={2} /> : null}
      {newsletters.isSuccess && !latest ? <EmptyState message={t`No newsletters available`} /> : null}
      {latest ? (
        <>
          <article className="rounded-xl bg-gradient-to-br from-brand-50 to-white p-4 ring-1 ring-brand-100">
            <p className="flex items-center gap-2 text-xs font-medium tracking-wide text-brand-700 uppercase">
              <Trans>Latest issue</Trans> {latest.hasNotification ? <NewDot /> : null}
            </p>
            <h3 className="mt-1.5 line-clamp-2 font-semibold text-slate-900">{latest.title}</h3>
            <p className="mt-1 text-sm text-slate-500">
              <Trans>
                Published <DateText value={latest.publishDate} />
              </Trans>
            </p>
            <div className="mt-4">
              <FileActions
                title={latest.title}
                onDownload={() => file.download.mutate(latest)}
                onOpen={() => file.open.mutate(latest)}
                isDownloading={file.download.isPending}
                isOpening={file.open.isPending}
              />
            </div>
          </article>
          <div className="mt-auto pt-4">
            <TextLink to={paths.newsletter}>
              <Trans>All newsletters</Trans>
            </TextLink>
          </div>
        </>
      ) : null}
    </Card>
  );
}
