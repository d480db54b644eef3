import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClass } from '../../components/button-styles';
import { usePrintAccountLetter, useResendInvitation } from '../lib/api/accounts';

type Props = {
  account: { id: number; name: string };
  /** Whether the account has an address to mail: otherwise only a printed letter reaches it. */
  hasEmail: boolean;
  /** How the page runs an action and tells how it went (its toasts). */
  run: (action: () => Promise<unknown>, success: MessageDescriptor) => unknown;
};

/**
 * An account not yet activated, on the family page and in the office's pending list: a new invitation
 * e-mail, or a new letter when it has no e-mail address. Either ends the earlier links and codes.
 */
export function InviteAgainButton({ account, hasEmail, run }: Props) {
  const { t } = useLingui();
  const resend = useResendInvitation();
  const letter = usePrintAccountLetter();
  const name = account.name;
  if (hasEmail)
    return (
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={resend.isPending}
        aria-label={t`Resend invitation: ${name}`}
        onClick={() => void run(() => resend.mutateAsync(account.id), msg`Invitation sent again`)}
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
        void run(() => letter.mutateAsync({ accountId: account.id, fileName: t`letter-${name}.pdf` }), msg`Letter ready to print`)
      }
    >
      <Trans>Print a new letter</Trans>
    </button>
  );
}
