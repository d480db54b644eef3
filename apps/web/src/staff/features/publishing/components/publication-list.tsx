import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TPublication, TPublicationKind } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { EmptyState } from '../../../../components/empty-state';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { formatDate } from '../../../../lib/dates';
import { notifyFailure, notifySuccess } from '../../../../lib/toast';
import { usePublications, useWithdrawPublication } from '../api/publications';
import { useAudienceSummary } from './audience-summary';
import { WithdrawDialog } from './withdraw-dialog';

const whenFormat: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/** The past publications of one kind: what, for whom, when, by whom, how many reached; withdraw with a confirmation. */
export function PublicationList({ kind, heading }: { kind: TPublicationKind; heading: string }) {
  const { t } = useLingui();
  const publications = usePublications(kind);
  const withdraw = useWithdrawPublication();
  const [toWithdraw, setToWithdraw] = useState<TPublication | null>(null);
  const summary = useAudienceSummary();

  const confirm = () => {
    if (!toWithdraw) return;
    const title = toWithdraw.title;
    withdraw.mutate(toWithdraw.id, {
      onSuccess: () => notifySuccess(t`“${title}” withdrawn`),
      onError: (error) => notifyFailure(t`The publication could not be withdrawn`, error, error.message),
      onSettled: () => setToWithdraw(null),
    });
  };

  return (
    <section aria-labelledby={`${kind}-history`} className="mt-10">
      <h2 id={`${kind}-history`} className="mb-4 text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {publications.isPending ? (
        <Skeleton rows={3} />
      ) : publications.isError ? (
        <InlineError message={t`Past publications could not be loaded`} onRetry={() => void publications.refetch()} />
      ) : publications.data.length === 0 ? (
        <EmptyState message={t`Nothing published yet`} />
      ) : (
        <ul className="grid gap-3">
          {publications.data.map((p) => {
            const when = formatDate(p.createdAt, whenFormat);
            const author = p.createdBy;
            const withdrawnWhen = p.withdrawnAt ? formatDate(p.withdrawnAt, whenFormat) : '';
            const withdrawnBy = p.withdrawnBy ?? '';
            return (
              <li key={p.id} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <div className="min-w-0 flex-1 basis-64">
                  <h3 className="font-medium break-words text-slate-900">{p.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{summary(p.audience)}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    <Trans>
                      {when} by {author} · <Plural value={p.pupilsReached} one="# pupil" other="# pupils" />,{' '}
                      <Plural value={p.accountsReached} one="# account told" other="# accounts told" />
                    </Trans>
                  </p>
                </div>
                {p.withdrawnAt ? (
                  <p className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                    <Trans>
                      Withdrawn {withdrawnWhen} by {withdrawnBy}
                    </Trans>
                  </p>
                ) : (
                  <button type="button" onClick={() => setToWithdraw(p)} className={buttonClass('secondary', 'sm')}>
                    <Trans>Withdraw</Trans>
                    <span className="sr-only">{p.title}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <WithdrawDialog
        title={toWithdraw?.title ?? null}
        isPending={withdraw.isPending}
        onCancel={() => setToWithdraw(null)}
        onConfirm={confirm}
      />
    </section>
  );
}
