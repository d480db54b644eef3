import { Trans } from '@lingui/react/macro';
import { Newspaper } from 'lucide-react';
import type { TNewsletter } from '@carnet/contract';
import { DateText } from '../../../components/date-text';
import { FileButtons } from '../../../components/file-buttons';
import { NewDot } from '../../../components/new-dot';
import type { NewsletterFileProps } from './newsletter-file-props';

/** Publish date, title on at most two lines, 'See' and 'Download', a green dot when unseen. */
export function NewsletterCard({
  newsletter,
  onSee,
  onDownload,
  isSeeing,
  isDownloading,
}: NewsletterFileProps & { newsletter: TNewsletter }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs transition hover:border-brand-200 hover:shadow-sm">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
          <Newspaper className="size-5" />
        </span>
        <p className="flex-1 text-sm text-slate-500">
          <Trans>
            Published <DateText value={newsletter.publishDate} />
          </Trans>
        </p>
        {newsletter.hasNotification ? <NewDot /> : null}
      </div>
      <h2 className="mt-4 line-clamp-2 min-h-12 leading-6 font-semibold text-slate-900" title={newsletter.title}>
        {newsletter.title}
      </h2>
      <div className="mt-auto pt-5">
        <FileButtons
          title={newsletter.title}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- picks the capitalised variant of the shared FileButtons (a literal type), which owns the label's words
          downloadLabel="Download"
          onSee={onSee}
          onDownload={onDownload}
          isSeeing={isSeeing}
          isDownloading={isDownloading}
        />
      </div>
    </article>
  );
}
