import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMessageRecipients, useMessagingSettings } from './api/messaging-settings';
import { NewConversationForm } from './components/new-conversation-form';
import { QuietHoursNote } from './components/quiet-hours-note';

/** Route /messages/new: writing to the school office or to one of a child's teachers. */
export function NewMessagePage() {
  const { t } = useLingui();
  useDocumentTitle(t`New message`);
  const settings = useMessagingSettings();
  const recipients = useMessageRecipients();
  return (
    <>
      <BackToMessages />
      <PageHeader title={t`New message`} />
      <div className="flex max-w-2xl flex-col gap-4">
        {settings.isPending || recipients.isPending ? <Skeleton rows={3} /> : null}
        {settings.isError || recipients.isError ? <InlineError message={t`Error loading data.`} /> : null}
        {settings.data && !settings.data.canStart ? (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {settings.data.pauseReason ? (
              <>
                <Trans>The school has paused new conversations:</Trans> {settings.data.pauseReason}
              </>
            ) : (
              <Trans>Your school does not let students start conversations.</Trans>
            )}
          </p>
        ) : null}
        {settings.data?.canStart && recipients.data ? (
          <>
            <QuietHoursNote settings={settings.data} />
            <NewConversationForm recipients={recipients.data} />
          </>
        ) : null}
      </div>
    </>
  );
}

export function BackToMessages() {
  return (
    <Link to={paths.messages} className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>All messages</Trans>
    </Link>
  );
}
