import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChildSelector, useSelectedChild } from '../../components/child-selector';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUser } from '../../lib/use-user';
import { useOpenMeetings } from './api/get-open-meetings';
import { ChildMeeting } from './components/child-meeting';
import { ReturnLinks } from './components/return-links';
import { childrenToList, openMeetingsOf } from './open-meetings';
import { NO_PICKS, type PendingPicks } from './pending-picks';

/** Route /meetingsinfo (parents only): the booking screen, one child at a time. */
export function MeetingsInfoPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Make an appointment`);
  const user = useUser();
  const openMeetings = useOpenMeetings();
  const family = user?.familyInfo.children ?? [];
  const children = childrenToList(family, openMeetings.data ?? []);
  const { selectedId, select } = useSelectedChild(children);
  const meetings = openMeetingsOf(openMeetings.data ?? [], selectedId);
  // Every child's picks live here, above the child shown: switching children keeps them (until booked or the page is left).
  const [picks, setPicks] = useState<PendingPicks>(NO_PICKS);
  const childName = (childId: number) => family.find((child) => child.id === childId)?.firstName;

  return (
    <>
      <PageHeader title={t`Make an appointment`} description={t`Book a slot with each of your child's teachers.`}>
        {children.length > 1 ? <ChildSelector items={children} selectedId={selectedId} onSelect={select} /> : null}
      </PageHeader>
      {openMeetings.isPending ? <Skeleton rows={5} /> : null}
      {openMeetings.isError ? <InlineError message={t`Error loading open meetings`} /> : null}
      {openMeetings.isSuccess && meetings.length === 0 ? <EmptyState message={t`No meeting available yet.`} /> : null}
      {/* Keyed so one child's screen never shows another's data while it loads; the picks are kept above. */}
      {selectedId !== null ? (
        <div className="flex flex-col gap-6">
          {meetings.map((meeting) => (
            <ChildMeeting
              key={`${meeting.meetingId}-${selectedId}`}
              meetingId={meeting.meetingId}
              childId={selectedId}
              picks={picks}
              setPicks={setPicks}
              childName={childName}
            />
          ))}
        </div>
      ) : null}
      <ReturnLinks />
    </>
  );
}
