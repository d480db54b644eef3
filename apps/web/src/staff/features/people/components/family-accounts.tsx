import { Trans, useLingui } from '@lingui/react/macro';
import type { TAccount } from '@carnet/contract';
import { Card } from '../../../../components/card';
import { EmptyState } from '../../../../components/empty-state';
import { formatShortDate } from '../../../../lib/dates';
import { useUser } from '../../../../lib/use-user';
import { InviteAgainButton } from '../../../components/invite-again-button';
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
              {account.isActive && !account.isActivated ? (
                <InviteAgainButton account={account} hasEmail={account.email.includes('@')} run={saveWith} />
              ) : null}
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
