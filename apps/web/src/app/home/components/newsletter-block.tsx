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
import { useNewsletters } from '../../../features/newsletter/api/get-newsletters';
import { paths } from '../../../lib/paths';

/** The latest newsletter with download and open-in-new-tab. */
export function NewsletterBlock() {
  const newsletters = useNewsletters();
  const file = useNewsletterFile();
  const latest = sortNewestFirst(newsletters.data ?? [], (newsletter) => newsletter.publishDate)[0];

  return (
    <Card title="Newsletter" titleId="home-newsletter" icon={<Newspaper className="size-4" />}>
      {newsletters.isPending ? <Skeleton rows={2} /> : null}
      {newsletters.isError ? <InlineError message="Error loading data..." /> : null}
      {newsletters.isSuccess && !latest ? <EmptyState message="No newsletters available" /> : null}
      {latest ? (
        <>
          <article className="rounded-xl bg-gradient-to-br from-brand-50 to-white p-4 ring-1 ring-brand-100">
            <p className="flex items-center gap-2 text-xs font-medium tracking-wide text-brand-700 uppercase">
              Latest issue {latest.hasNotification ? <NewDot /> : null}
            </p>
            <h3 className="mt-1.5 line-clamp-2 font-semibold text-slate-900">{latest.title}</h3>
            <p className="mt-1 text-sm text-slate-500">
              Published <DateText value={latest.publishDate} />
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
            <TextLink to={paths.newsletter}>All newsletters</TextLink>
          </div>
        </>
      ) : null}
    </Card>
  );
}
