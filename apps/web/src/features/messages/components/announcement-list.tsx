import { Trans } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { TAnnouncementSummary } from '@carnet/contract';
import { cn } from '../../../lib/cn';
import { announcementPath } from '../../../lib/paths';
import { formatMessageTime } from '../message-dates';

/** The family's announcements, newest first: the unread ones stand out, and those waiting for an acknowledgement say so. */
export function AnnouncementList({ announcements }: { announcements: readonly TAnnouncementSummary[] }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-xs">
      {announcements.map((announcement) => (
        <li key={announcement.id}>
          <AnnouncementRow announcement={announcement} />
        </li>
      ))}
    </ul>
  );
}

function AnnouncementRow({ announcement }: { announcement: TAnnouncementSummary }) {
  const isUnread = announcement.readAt === null;
  const children = announcement.children.map((child) => child.firstName).join(', ');
  const sender = announcement.senderName;
  return (
    <Link
      to={announcementPath(announcement.id)}
      className={cn('flex flex-col gap-1 px-4 py-3 transition-colors hover:bg-slate-50', isUnread && 'bg-brand-50/40')}
    >
      <span className="flex items-baseline justify-between gap-3">
        <span className={cn('min-w-0 break-words text-[0.9375rem] text-slate-900', isUnread ? 'font-semibold' : 'font-medium')}>
          {isUnread ? <span aria-hidden="true" className="me-2 inline-block size-2 rounded-full bg-brand-600 align-middle" /> : null}
          {announcement.title}
        </span>
        <time dateTime={announcement.deliveredAt} className="shrink-0 text-xs text-slate-500">
          {formatMessageTime(announcement.deliveredAt)}
        </time>
      </span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>
          <Trans>
            From {sender}, about {children}
          </Trans>
        </span>
        {isUnread ? (
          <span className="font-medium text-brand-700">
            <Trans>New announcement</Trans>
          </span>
        ) : null}
        {announcement.isUrgent ? (
          <span className="inline-flex items-center gap-1 font-medium text-rose-700">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            <Trans>Urgent</Trans>
          </span>
        ) : null}
        {announcement.asksAcknowledgement ? (
          announcement.acknowledgedAt ? (
            <span className="inline-flex items-center gap-1 text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-3.5" />
              <Trans>Acknowledged</Trans>
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 font-medium text-amber-800">
              <CircleAlert aria-hidden="true" className="size-3.5" />
              <Trans>To acknowledge</Trans>
            </span>
          )
        ) : null}
      </span>
    </Link>
  );
}
