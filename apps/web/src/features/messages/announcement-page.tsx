import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { InlineError } from '../../components/inline-error';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { ApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getAnnouncementFile, useAnnouncement } from './api/announcements';
import { AcknowledgeBox } from './components/acknowledge-box';
import { AnnouncementReply } from './components/announcement-reply';
import { MessageFiles } from './components/message-files';
import { formatArrival } from './message-dates';

/** Route /messages/announcements/:id: one announcement, its files, the acknowledgement when asked, and a private reply. */
export function AnnouncementPage() {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? <Announcement id={id} /> : <NotFoundPage />;
}

function Announcement({ id }: { id: number }) {
  const { t } = useLingui();
  const announcement = useAnnouncement(id);
  useDocumentTitle(announcement.data?.title ?? t`Announcements`);
  if (announcement.error instanceof ApiError && announcement.error.status === 404) return <NotFoundPage />;
  const data = announcement.data;
  const children = data?.children.map((child) => child.firstName).join(', ') ?? '';
  return (
    <>
      <BackToAnnouncements />
      {announcement.isPending ? <Skeleton rows={4} /> : null}
      {announcement.isError ? (
        <InlineError message={t`The announcement could not be loaded.`} onRetry={() => void announcement.refetch()} />
      ) : null}
      {data ? (
        <>
          <PageHeader title={data.title} description={<FromWhom sender={data.senderName} at={data.deliveredAt} />} />
          <div className="flex max-w-3xl flex-col gap-5">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <span>
                <Trans>About {children}</Trans>
              </span>
              {data.isUrgent ? (
                <span className="inline-flex items-center gap-1 font-medium text-rose-700">
                  <TriangleAlert aria-hidden="true" className="size-3.5" />
                  <Trans>Urgent</Trans>
                </span>
              ) : null}
            </p>
            <div className="rounded-2xl border border-slate-200/80 bg-white px-4 py-4 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-slate-900 shadow-xs sm:px-5">
              {data.body}
            </div>
            <MessageFiles files={data.files} getFile={getAnnouncementFile} />
            <AcknowledgeBox announcement={data} />
            <AnnouncementReply announcement={data} />
          </div>
        </>
      ) : null}
    </>
  );
}

/** "From Nadia Roux, Friday 27 November at 08:00". */
function FromWhom({ sender, at }: { sender: string; at: string }) {
  const { day, time } = formatArrival(at);
  return (
    <Trans>
      From {sender}, {day} at {time}
    </Trans>
  );
}

function BackToAnnouncements() {
  return (
    <Link to={paths.announcements} className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>All announcements</Trans>
    </Link>
  );
}
