import { type FormEvent, type ReactNode, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NOTIFICATION_KINDS, type TNotificationChannel, type TNotificationKind } from '@carnet/contract';
import { buttonClass } from '../../components/button-styles';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { ApiError } from '../../lib/api-error';
import { formatTimeOfDay } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api/notification-preferences-api';
import { KindChoice } from './notifications/kind-choice';

type Choices = Partial<Record<TNotificationKind, TNotificationChannel>>;

/**
 * /account/notifications (family accounts): how each kind of news reaches this family member. The
 * link at the foot of every notification e-mail opens it. `deviceSettings` is this device's push
 * switch, given by app/ (a feature never imports another).
 */
export function NotificationPreferencesPage({ deviceSettings }: { deviceSettings?: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Notifications`);
  const saved = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [edits, setEdits] = useState<Choices>({});
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const channelOf = (kind: TNotificationKind) => edits[kind] ?? saved.data?.preferences.find((p) => p.kind === kind)?.channel ?? 'inApp';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const preferences = NOTIFICATION_KINDS.map((kind) => ({ kind, channel: channelOf(kind) }));
    save.mutate(
      { preferences },
      {
        onSuccess: () => {
          setEdits({});
          setStatus('saved');
        },
        onError: () => setStatus('failed'),
      },
    );
  };
  const digestAt = saved.data ? formatTimeOfDay(saved.data.digestTime) : '';
  const failure =
    save.error instanceof ApiError && save.error.isClientError ? save.error.message : t`Your choices could not be saved. Please try again.`;

  return (
    <>
      <PageHeader title={t`Notifications`} description={t`Choose how each kind of news reaches you. You always find it in Carnet too.`} />
      {deviceSettings ? (
        <section aria-labelledby="this-device-title" className="mb-6 flex max-w-3xl flex-col gap-3">
          <h2 id="this-device-title" className="text-lg font-semibold text-slate-900">{t`This device`}</h2>
          {deviceSettings}
        </section>
      ) : null}
      {saved.isError ? <InlineError message={t`Error loading data.`} /> : null}
      {saved.isPending ? <Skeleton rows={6} /> : null}
      {saved.data ? (
        <form onSubmit={submit} className="flex max-w-3xl flex-col gap-4">
          <p className="text-sm text-slate-600">{t`The daily digest e-mail goes at ${digestAt}, only when something is unread.`}</p>
          {NOTIFICATION_KINDS.map((kind) => (
            <KindChoice
              key={kind}
              kind={kind}
              value={channelOf(kind)}
              isDisabled={save.isPending}
              onChange={(channel) => {
                setStatus(null);
                setEdits((current) => ({ ...current, [kind]: channel }));
              }}
            />
          ))}
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass('primary', 'md')} disabled={save.isPending}>
              {t`Save`}
            </button>
            <p role="status" className={status === 'failed' ? 'text-sm font-medium text-red-700' : 'text-sm font-medium text-emerald-700'}>
              {status === 'saved' ? t`Your choices are saved.` : status === 'failed' ? failure : ''}
            </p>
          </div>
        </form>
      ) : null}
    </>
  );
}
