import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TActivationSummaryRow, TPendingAccount } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { EmptyState } from '../../../../components/empty-state';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { formatShortDate } from '../../../../lib/dates';
import { InviteAgainButton } from '../../../components/invite-again-button';
import { usePendingAccounts } from '../api/activation';
import { runAction } from '../run-action';
import { EmailAddress } from '../../../../components/email-address';

/** How the last invitation went out, as the office reads it. */
const EMAIL_STATES: Record<string, MessageDescriptor> = {
  pending: msg`E-mail waiting to be sent`,
  running: msg`E-mail being sent`,
  done: msg`E-mail sent`,
  failed: msg`E-mail failed`,
};

/** The accounts invited and not yet activated, filtered by class, each with its invitation's state and a way to send it again. */
export function PendingAccounts({
  classes,
  classId,
  page,
  onFilter,
}: {
  classes: TActivationSummaryRow[];
  classId: number | undefined;
  page: number;
  onFilter: (next: { classId?: number; page: number }) => void;
}) {
  const { t } = useLingui();
  const pending = usePendingAccounts({ classId, page });
  return (
    <section aria-labelledby="pending-accounts" className="mt-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h2 id="pending-accounts" className="text-lg font-semibold text-slate-900">
          <Trans>Not activated yet</Trans>
        </h2>
        <div className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          <label htmlFor="pending-class">
            <Trans>Class</Trans>
          </label>
          <select
            id="pending-class"
            value={classId ?? ''}
            onChange={(event) => onFilter({ classId: event.target.value ? Number(event.target.value) : undefined, page: 1 })}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40"
          >
            <option value="">{t`All classes`}</option>
            {classes.map((c) => (
              <option key={c.classId} value={c.classId}>
                {c.className}
              </option>
            ))}
          </select>
        </div>
      </div>
      {pending.isPending ? (
        <Skeleton rows={4} />
      ) : pending.isError ? (
        <InlineError message={t`The accounts not yet activated could not be loaded.`} onRetry={() => void pending.refetch()} />
      ) : pending.data.items.length === 0 ? (
        <EmptyState message={t`Every invited account is activated.`} />
      ) : (
        <>
          <ul className="flex flex-col gap-2 text-sm">
            {pending.data.items.map((account) => (
              <PendingRow key={account.id} account={account} />
            ))}
          </ul>
          <PageButtons
            page={pending.data.page}
            lastPage={Math.ceil(pending.data.total / pending.data.pageSize)}
            onPage={(next) => onFilter({ classId, page: next })}
          />
        </>
      )}
    </section>
  );
}

function PendingRow({ account }: { account: TPendingAccount }) {
  const { i18n } = useLingui();
  const canEmail = account.signInName.includes('@');
  const emailState = account.lastEmailStatus ? EMAIL_STATES[account.lastEmailStatus] : undefined;
  const invitedOn = account.invitedAt ? formatShortDate(account.invitedAt) : '';
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
      <span className="min-w-0 flex-1 basis-60">
        <span className="font-medium text-slate-900">{account.name}</span>
        {account.familyName ? <span className="text-slate-600"> · {account.familyName}</span> : null}
        <span className="block text-slate-600">
          {account.signInName ? <EmailAddress address={account.signInName} /> : <Trans>No e-mail address yet</Trans>}
        </span>
        <span className="block text-slate-600">{account.pupils.map((p) => `${p.name} (${p.className})`).join(', ')}</span>
      </span>
      <span className="basis-48 text-slate-700">
        {account.delivery === 'letter' ? <Trans>Letter printed on {invitedOn}</Trans> : <Trans>Invited on {invitedOn}</Trans>}
        {emailState ? (
          <span className={account.lastEmailStatus === 'failed' ? 'block font-medium text-red-700' : 'block text-slate-600'}>
            {i18n._(emailState)}
          </span>
        ) : null}
      </span>
      <InviteAgainButton account={account} hasEmail={canEmail} run={runAction} />
    </li>
  );
}

function PageButtons({ page, lastPage, onPage }: { page: number; lastPage: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="mt-4 flex items-center justify-end gap-2 text-sm">
      <button type="button" className={buttonClass('secondary', 'sm')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span className="text-slate-600">
        <Trans>
          Page {page} of {lastPage}
        </Trans>
      </span>
      <button type="button" className={buttonClass('secondary', 'sm')} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
