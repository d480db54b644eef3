import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TStaffFamilyMember } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { useCreateAccount, usePrintAccountLetter } from '../../../lib/api/accounts';
import { saveWith } from '../write-feedback';

const hasEmail = (email: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim());

/**
 * A contact without an account: the office invites them by e-mail, or prints a letter (an account with
 * a one-time code; the parent types their own address with it) when they have no address or the family prefers paper.
 */
export function ContactInvite({ member }: { member: TStaffFamilyMember }) {
  const { t } = useLingui();
  const reasonId = useId();
  const create = useCreateAccount();
  const letter = usePrintAccountLetter();
  const name = `${member.first_name} ${member.last_name}`;
  const canEmail = hasEmail(member.email);
  const isBusy = create.isPending || letter.isPending;
  const inviteByEmail = () =>
    void saveWith(() => create.mutateAsync({ kind: 'parent', familyMemberId: member.id, delivery: 'email' }), msg`Invitation sent`);
  const printLetter = () =>
    void saveWith(
      async () => {
        const account = await create.mutateAsync({ kind: 'parent', familyMemberId: member.id, delivery: 'letter' });
        await letter.mutateAsync({ accountId: account.id, fileName: t`letter-${name}.pdf` });
      },
      msg`Letter ready to print`,
    );
  return (
    <span className="flex w-full flex-wrap items-center gap-2 border-t border-slate-100 pt-2">
      <span className="text-slate-600">
        <Trans>No account</Trans>
      </span>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={!canEmail || isBusy}
        aria-describedby={canEmail ? undefined : reasonId}
        aria-label={t`Invite by e-mail: ${name}`}
        onClick={inviteByEmail}
      >
        <Trans>Invite by e-mail</Trans>
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={isBusy}
        aria-label={t`Print a letter: ${name}`}
        onClick={printLetter}
      >
        <Trans>Print a letter</Trans>
      </button>
      {canEmail ? null : (
        <span id={reasonId} className="basis-full text-xs text-slate-600">
          <Trans>No e-mail address: print a letter instead.</Trans>
        </span>
      )}
    </span>
  );
}
