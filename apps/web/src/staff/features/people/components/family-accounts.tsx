import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAccount } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { Card } from '../../../../components/card';
import { EmptyState } from '../../../../components/empty-state';
import { formatShortDate } from '../../../../lib/dates';
import { useUser } from '../../../../lib/use-user';
import { usePrintAccountLetter, useResendInvitation } from '../../../lib/api/accounts';
import { useSetAccountActive } from '../api/families';
import { saveWith } from '../write-feedback';
import { ConfirmButton } from './confirm-button';
import { InactiveBadge } from './list-controls';

/** The accounts that sign in (a family's parents and pupils, or the staff), each with its state, deactivatable; a pending one can be invited again. */
export function AccountList({ title, titleId, accounts }: { title: string; titleId: string; accounts: TAccount[] }) {
  const { t } = useLingui();
  const setActive = useSetAccountActive();
  // Nobody locks themself out: the server refuses it, so the button is not offered.
  const ownId = useUser()?.id;
  return (
    <Card title={title} titleId={titleId}>
      {accounts.length === 0 ? (
        <EmptyState message={t`No account.`} />
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {accounts.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 px-3 py-2">
              <span className="min-w-0 flex-1 basis-48">
                <span className="font-medium text-slate-900">{account.name}</span>
                {account.isActive ? null : <InactiveBadge />}
                <span className="block break-all text-slate-600">{account.email || <Trans>No e-mail address yet</Trans>}</span>
                <AccountState account={account} />
              </span>
              {account.isActive && !account.isActivated ? <InviteAgain account={account} /> : null}
              {account.id === ownId ? null : (
                <ConfirmButton
                  label={account.isActive ? <Trans>Deactivate</Trans> : <Trans>Reactivate</Trans>}
                  question={
                    account.isActive ? (
                      <Trans>This account will no longer sign in. Continue?</Trans>
                    ) : (
                      <Trans>Open this account again?</Trans>
                    )
                  }
                  isPending={setActive.isPending}
                  onConfirm={() => void saveWith(() => setActive.mutateAsync({ id: account.id, isActive: !account.isActive }))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** "Active", "Invited on 24/11/2026, not activated" (a deactivated account has its badge already). */
function AccountState({ account }: { account: TAccount }) {
  if (!account.isActive) return null;
  if (account.isActivated)
    return (
      <span className="block font-medium text-emerald-700">
        <Trans>Active</Trans>
      </span>
    );
  const invitedOn = account.invitedAt ? formatShortDate(account.invitedAt) : '';
  return (
    <span className="block font-medium text-amber-800">
      {invitedOn ? <Trans>Invited on {invitedOn}, not activated</Trans> : <Trans>Not activated</Trans>}
    </span>
  );
}

/** An account not yet activated: a new invitation e-mail, or a new letter when it has no e-mail address. */
function InviteAgain({ account }: { account: TAccount }) {
  const { t } = useLingui();
  const resend = useResendInvitation();
  const letter = usePrintAccountLetter();
  const name = account.name;
  if (account.email.includes('@'))
    return (
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={resend.isPending}
        aria-label={t`Resend invitation: ${name}`}
        onClick={() => void saveWith(() => resend.mutateAsync(account.id), msg`Invitation sent again`)}
      >
        <Trans>Resend invitation</Trans>
      </button>
    );
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      disabled={letter.isPending}
      aria-label={t`Print a new letter: ${name}`}
      onClick={() =>
        void saveWith(() => letter.mutateAsync({ accountId: account.id, fileName: t`letter-${name}.pdf` }), msg`Letter ready to print`)
      }
    >
      <Trans>Print a new letter</Trans>
    </button>
  );
}
