import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { notifyFailure, notifySuccess } from '../../../../lib/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCloseConversation } from '../api/close-conversation';

/** The office closes a conversation: nobody writes in it any more, and it stays readable. */
export function CloseConversationButton({ conversationId }: { conversationId: number }) {
  const { t } = useLingui();
  const close = useCloseConversation(conversationId);
  const [isAsking, setIsAsking] = useState(false);
  const confirm = () =>
    close.mutate(undefined, {
      onSuccess: () => notifySuccess(t`The conversation is closed.`),
      onError: (error) => notifyFailure(t`The conversation could not be closed. Please try again.`, error),
      onSettled: () => setIsAsking(false),
    });
  return (
    <>
      <button type="button" onClick={() => setIsAsking(true)} className={buttonClass('secondary', 'sm')}>
        <Lock aria-hidden="true" className="size-4" />
        <Trans>Close the conversation</Trans>
      </button>
      <ConfirmDialog
        open={isAsking}
        title={<Trans>Close this conversation?</Trans>}
        description={<Trans>Nobody can write in it any more. It stays readable by the family and the school.</Trans>}
        confirmLabel={<Trans>Close the conversation</Trans>}
        isPending={close.isPending}
        onCancel={() => setIsAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}
