import { Trans } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import type { TStaffAnnouncementSummary } from '@carnet/contract';
import { formatMoment } from '../message-dates';

type Props = {
  announcement: Pick<TStaffAnnouncementSummary, 'audienceLabel' | 'senderName' | 'createdAt' | 'deliverAt'>;
  /** Held in quiet hours: it shows when it arrives rather than when it was sent. */
  isHeld: boolean;
};

/** "To 3B, from M. Bernard" and when: the sending moment, or the arrival of one held until morning. */
export function AnnouncementDelivery({ announcement: a, isHeld }: Props) {
  const audience = a.audienceLabel;
  const sender = a.senderName;
  const moment = formatMoment(isHeld ? a.deliverAt : a.createdAt);
  return (
    <>
      <span>
        <Trans>
          To {audience}, from {sender}
        </Trans>
      </span>
      {isHeld ? (
        <span className="inline-flex items-center gap-1 text-amber-800">
          <Clock aria-hidden="true" className="size-3.5" />
          <Trans>Arrives on {moment}</Trans>
        </span>
      ) : (
        <span>{moment}</span>
      )}
    </>
  );
}
