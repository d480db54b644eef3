import { useLingui } from '@lingui/react/macro';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOpenMeetings } from './api/get-open-meetings';
import { MeetingsClosed } from './components/meetings-closed';
import { MeetingsOpen } from './components/meetings-open';
import { firstOpenMeeting } from './open-meetings';

/** Route /meetings (parents only): open meetings lead to the booking screen; otherwise how meetings work. */
export function MeetingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Meetings`);
  const openMeetings = useOpenMeetings();
  const first = firstOpenMeeting(openMeetings.data ?? []);

  return (
    <>
      <PageHeader title={t`Meetings`} description={t`Parent-teacher meetings and how to book them.`} />
      {openMeetings.isPending ? <Skeleton rows={3} /> : null}
      {openMeetings.isError ? <InlineError message={t`Error loading open meetings`} /> : null}
      {openMeetings.isSuccess ? first ? <MeetingsOpen date={first.date} name={first.name} /> : <MeetingsClosed /> : null}
    </>
  );
}
