import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TStaffNotificationChannel, TStaffNotificationSubject } from '@carnet/contract';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSaveStaffNotificationPreferences, useStaffNotificationPreferences } from './api/staff-notifications';

const SUBJECT_LABELS: Record<TStaffNotificationSubject, MessageDescriptor> = {
  'form returned': msg`A family returns a form`,
  'staff message': msg`A family writes to me`,
  'family request': msg`A family reports an absence or asks for leave`,
};

/** The staff account's page: how each kind of news reaches the person, in the bell only or also by e-mail. */
export function AccountPage() {
  const { t } = useLingui();
  useDocumentTitle(t`My account`);
  const preferences = useStaffNotificationPreferences();
  const save = useSaveStaffNotificationPreferences();
  // Only what the person changed; the rest shows as saved.
  const [chosen, setChosen] = useState<Partial<Record<TStaffNotificationSubject, TStaffNotificationChannel>>>({});
  const data = preferences.data;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!data) return;
    const body = { preferences: data.preferences.map((p) => ({ subject: p.subject, channel: chosen[p.subject] ?? p.channel })) };
    save.mutate(body, {
      onSuccess: () => notifySuccess(t`Your choices are saved.`),
      onError: (error) => notifyFailure(t`Error saving data.`, error),
    });
  };

  return (
    <>
      <PageHeader
        title={t`My account`}
        description={t`Choose how Carnet tells you of what concerns you. The bell always shows everything.`}
      >
        <Link to={paths.accountSecurity} className={buttonClass('secondary', 'sm')}>
          <KeyRound aria-hidden="true" className="size-4" />
          <Trans>Change your password</Trans>
        </Link>
      </PageHeader>
      {preferences.isError && !data ? (
        <InlineError message={t`Error loading data.`} onRetry={() => void preferences.refetch()} />
      ) : !data ? (
        <Skeleton rows={2} />
      ) : data.preferences.length === 0 ? (
        <EmptyState message={t`Your account is not told of anything yet.`} />
      ) : (
        <form onSubmit={submit} className="max-w-xl space-y-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5">
          <h2 className="text-base font-semibold text-slate-900">
            <Trans>Notifications</Trans>
          </h2>
          {data.preferences.map(({ subject, channel: saved }) => (
            <fieldset key={subject} className="space-y-2">
              <legend className="text-sm font-medium text-slate-700">{t(SUBJECT_LABELS[subject])}</legend>
              <div className="flex flex-wrap gap-2">
                {(['inApp', 'email'] as const).map((channel) => (
                  <label
                    key={channel}
                    className="flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 has-checked:border-brand-500 has-checked:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
                  >
                    <input
                      type="radio"
                      name={subject}
                      value={channel}
                      checked={(chosen[subject] ?? saved) === channel}
                      onChange={() => setChosen((now) => ({ ...now, [subject]: channel }))}
                      className="size-4 accent-brand-600 focus-visible:outline-none"
                    />
                    {channel === 'inApp' ? <Trans>In Carnet only</Trans> : <Trans>Also by e-mail at once</Trans>}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <button type="submit" className={buttonClass('primary', 'md')} disabled={save.isPending}>
            <Trans>Save</Trans>
          </button>
        </form>
      )}
    </>
  );
}
