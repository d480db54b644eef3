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
import { childrenToList, openMeetingOf } from './open-meetings';

/** Route /meetingsinfo (parents only): the booking screen, one child at a time. */
export function MeetingsInfoPage() {
  useDocumentTitle('Make an appointment');
  const user = useUser();
  const openMeetings = useOpenMeetings();
  const children = childrenToList(user?.familyInfo.children ?? [], openMeetings.data ?? []);
  const { selectedId, select } = useSelectedChild(children);
  const meeting = openMeetingOf(openMeetings.data ?? [], selectedId);

  return (
    <>
      <PageHeader title="Make an appointment" description="Book a slot with each of your child's teachers.">
        {children.length > 1 ? <ChildSelector items={children} selectedId={selectedId} onSelect={select} /> : null}
      </PageHeader>
      {openMeetings.isPending ? <Skeleton rows={5} /> : null}
      {openMeetings.isError ? <InlineError message="Error loading open meetings" /> : null}
      {openMeetings.isSuccess && !meeting ? <EmptyState message="No meeting available yet." /> : null}
      {/* Keyed so the pending choices of one child never carry over to another. */}
      {meeting && selectedId !== null ? (
        <ChildMeeting key={`${meeting.meetingId}-${selectedId}`} meetingId={meeting.meetingId} childId={selectedId} />
      ) : null}
      <ReturnLinks />
    </>
  );
}
