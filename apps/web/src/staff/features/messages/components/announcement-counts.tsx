import { Plural } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TAnnouncementCounts } from '@carnet/contract';
import { cn } from '../../../../lib/cn';

type Props = { counts: TAnnouncementCounts; asksAcknowledgement: boolean; className?: string };

/**
 * "12 of 28 acknowledged", "20 of 28 read": what the sender follows, the acknowledgements first when
 * asked (the number a sender chases), each with a bar that reads at a glance on a phone.
 */
export function AnnouncementCounts({ counts, asksAcknowledgement, className }: Props) {
  const { families, read, acknowledged } = counts;
  return (
    // Spans, not a list: in the list of announcements the counts sit inside each announcement's link.
    <span className={cn('grid gap-2 text-sm sm:grid-cols-2', className)}>
      {asksAcknowledgement ? (
        <Count value={acknowledged} of={families} tone="bg-emerald-500">
          <Plural value={acknowledged} one={`# of ${families} acknowledged`} other={`# of ${families} acknowledged`} />
        </Count>
      ) : null}
      <Count value={read} of={families} tone="bg-brand-500">
        <Plural value={read} one={`# of ${families} read`} other={`# of ${families} read`} />
      </Count>
    </span>
  );
}

function Count({ value, of, tone, children }: { value: number; of: number; tone: string; children: ReactNode }) {
  const percent = of === 0 ? 0 : Math.round((value / of) * 100);
  return (
    <span className="flex flex-col gap-1">
      <span className="font-medium text-slate-800">{children}</span>
      <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-slate-100">
        <span className={cn('block h-full rounded-full', tone)} style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}
