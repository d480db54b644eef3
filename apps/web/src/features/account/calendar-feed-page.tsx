import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus } from 'lucide-react';
import { webcalUrl } from '@carnet/contract/calendar-feed-paths';
import { buttonClass } from '../../components/button-styles';
import { InlineError } from '../../components/inline-error';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getCalendarFeed } from './api/calendar-feed-api';
import { CalendarFeedReset } from './components/calendar-feed-reset';
import { CopyField } from './components/copy-field';
import { AccountCard } from './components/account-card';

/** /account/calendar, for family accounts: the private address of their calendar feed (decision 074). */
export function CalendarFeedPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Subscribe in my calendar`);
  const [url, setUrl] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    getCalendarFeed().then(
      (feed) => isCurrent && setUrl(feed.url),
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return (
    <AccountCard title={t`Subscribe in my calendar`} back={{ to: paths.home, label: t`Back` }}>
      <p className="-mt-1 text-sm text-slate-600">
        <Trans>
          Add term dates, your booked meetings and the timetable to the calendar app of your phone or computer. It updates by itself; keep
          this link private.
        </Trans>
      </p>
      {hasFailed ? <InlineError message={t`Error loading data.`} /> : null}
      {url === null && !hasFailed ? <p className="text-sm text-slate-500">{t`Loading...`}</p> : null}
      {url !== null ? (
        <>
          <CopyField label={t`Calendar link`} value={url} />
          <a href={webcalUrl(url)} className={buttonClass('secondary', 'md', 'h-auto min-h-10 self-start py-2 text-left')}>
            <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
            <Trans>Open in my phone's calendar</Trans>
          </a>
          <CalendarFeedReset onReset={setUrl} />
        </>
      ) : null}
    </AccountCard>
  );
}
