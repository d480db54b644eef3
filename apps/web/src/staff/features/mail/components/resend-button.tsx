import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { buttonClass } from '../../../../components/button-styles';
import { ApiError } from '../../../../lib/api-error';
import { notifyFailure, notifySuccess } from '../../../../lib/toast';
import { useResendMail } from '../api/mail';

/** "Send again" on a failed message: it goes back to Waiting, and the list follows it to Sent. */
export function ResendButton({ id, to }: { id: number; to: string }) {
  const { t } = useLingui();
  const resend = useResendMail();
  const onClick = () =>
    resend.mutate(id, {
      onSuccess: () => notifySuccess(t`The message to ${to} will be sent again`),
      onError: (error) =>
        notifyFailure(
          t`The message could not be sent again`,
          error,
          error instanceof ApiError && error.isClientError ? error.message : undefined,
        ),
    });
  return (
    <button
      type="button"
      // Several rows each have one: the name says which message (and still starts with the visible words).
      aria-label={t`Send again to ${to}`}
      className={buttonClass('secondary', 'sm')}
      disabled={resend.isPending}
      onClick={onClick}
    >
      <RotateCw aria-hidden="true" className="size-4" />
      <Trans>Send again</Trans>
    </button>
  );
}
