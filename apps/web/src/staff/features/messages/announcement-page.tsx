import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { TStaffAnnouncement } from '@carnet/contract';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getStaffAnnouncementFile, useStaffAnnouncement } from './api/announcements';
import { isAnnouncementHeld } from './announcement-rules';
import { AnnouncementCounts } from './components/announcement-counts';
import { AnnouncementDelivery } from './components/announcement-delivery';
import { AnnouncementFamilies } from './components/announcement-families';
import { DetailFrame } from './components/detail-frame';
import { MessageAttachments } from './components/message-attachments';
import { RemindButton } from './components/remind-button';
import { BackToAnnouncements } from './new-announcement-page';
import type { FamilyStatus } from './announcement-rules';

/** One announcement: its counts, its text and files, the families filtered, and the reminder to those left. */
export function AnnouncementPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const [status, setStatus] = useState<FamilyStatus>('all');
  const [q, setQ] = useState('');
  const announcement = useStaffAnnouncement(id, status, q);
  useDocumentTitle(announcement.data?.announcement.title ?? t`Announcement`);
  return (
    <DetailFrame
      back={<BackToAnnouncements />}
      query={announcement}
      missingMessage={t`This announcement does not exist or is not yours.`}
      failedMessage={t`The announcement could not be loaded.`}
    >
      {(data) => (
        <AnnouncementView
          announcement={data.announcement}
          familiesNextPath={data.nextPath}
          loadedAt={announcement.dataUpdatedAt}
          status={status}
          onStatus={setStatus}
          q={q}
          onSearch={setQ}
        />
      )}
    </DetailFrame>
  );
}

type ViewProps = {
  announcement: TStaffAnnouncement;
  familiesNextPath: string | null;
  /** When the answer came: the moment "held" and "just reminded" are judged at (render stays pure). */
  loadedAt: number;
  status: FamilyStatus;
  onStatus: (status: FamilyStatus) => void;
  /** Part of a family's or a pupil's name: the families shown are those that match (the server filters). */
  q: string;
  onSearch: (q: string) => void;
};

function AnnouncementView({ announcement: a, familiesNextPath, loadedAt, status, onStatus, q, onSearch }: ViewProps) {
  const isHeld = isAnnouncementHeld(a, new Date(loadedAt));
  // Just sent, it arrives here with what became of it: how many families, and when in quiet hours.
  const outcome = (useLocation().state as { outcome?: string } | null)?.outcome;
  return (
    <>
      <header className="mb-4">
        <h1 className="text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">{a.title}</h1>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          <AnnouncementDelivery announcement={a} isHeld={isHeld} />
          {a.isUrgent ? (
            <span className="inline-flex items-center gap-1 font-medium text-rose-700">
              <TriangleAlert aria-hidden="true" className="size-3.5" />
              <Trans>Urgent</Trans>
            </span>
          ) : null}
        </p>
      </header>
      {outcome ? (
        <p aria-live="polite" className="mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {outcome}
        </p>
      ) : null}
      <div className="grid gap-5">
        <section className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
          <AnnouncementCounts counts={a.counts} asksAcknowledgement={a.asksAcknowledgement} />
          <RemindButton announcement={a} now={loadedAt} />
        </section>
        <section className="grid gap-3">
          <div className="rounded-2xl border border-slate-200 bg-white px-4 py-4 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-slate-900 shadow-xs sm:px-5">
            {a.body}
          </div>
          <MessageAttachments files={a.files} getFile={getStaffAnnouncementFile} />
        </section>
        <AnnouncementFamilies announcement={a} nextPath={familiesNextPath} status={status} onStatus={onStatus} q={q} onSearch={onSearch} />
      </div>
    </>
  );
}
