import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { TStaffAnnouncementSummary } from '@carnet/contract';
import { staffPages, withId } from '../../../staff-paths';
import { isAnnouncementHeld } from '../announcement-rules';
import { AnnouncementCounts } from './announcement-counts';
import { AnnouncementDelivery } from './announcement-delivery';

/** The sender's announcements, newest first, each a card with its audience and its counts: a phone's width first. */
export function AnnouncementList({ announcements }: { announcements: TStaffAnnouncementSummary[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Announcements`} className="grid gap-2">
      {announcements.map((announcement) => (
        <li key={announcement.id}>
          <AnnouncementItem announcement={announcement} />
        </li>
      ))}
    </ul>
  );
}

function AnnouncementItem({ announcement: a }: { announcement: TStaffAnnouncementSummary }) {
  const isHeld = isAnnouncementHeld(a);
  return (
    <Link
      to={withId(staffPages.announcement, a.id)}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xs transition-colors hover:border-brand-300"
    >
      <span className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-medium break-words text-slate-900">{a.title}</span>
        {a.isUrgent ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-rose-700">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            <Trans>Urgent</Trans>
          </span>
        ) : null}
      </span>
      <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        <AnnouncementDelivery announcement={a} isHeld={isHeld} />
        {a.remindedAt ? (
          <span className="inline-flex items-center gap-1">
            <BellRing aria-hidden="true" className="size-3.5" />
            <Trans>Reminded</Trans>
          </span>
        ) : null}
      </span>
      <AnnouncementCounts counts={a.counts} asksAcknowledgement={a.asksAcknowledgement} />
    </Link>
  );
}
