import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZOk, type TSendFormRequest } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { keysFollowingNotifications } from '../../../lib/query-keys';
import { notifyFailure, notifySuccess, notifyWarning } from '../../../lib/toast';

export const FORM_SENT = msg`Form request data sent`;
/** The server refused the answers (or the form was already sent). */
export const FORM_SEND_REFUSED = msg`Error sending form request data`;
/** Anything else: no connection, no request id. */
export const FORM_SEND_FAILED = msg`Error submitting form`;

type SendFormInput = { requestId: number | null; payload: TSendFormRequest };

/** PATCH /api/form/{requestId}/send-data: sends the answers once; the form is then completed. */
export async function sendForm({ requestId, payload }: SendFormInput): Promise<void> {
  // Kept internal: the person can do nothing about a missing id, so they see the failure toast.
  if (!requestId) throw new Error('Form Id is missing.');
  await api.patch(apiPaths.sendForm(requestId), ZOk, payload);
}

/** The server's code when the form was sent already, by the other parent or in another tab. */
const ALREADY_COMPLETED = 'ALREADY_COMPLETED';

/**
 * On success the lists refresh (the card shows 'See', its notification is seen) and `onSent` runs. A form
 * sent meanwhile from elsewhere is sent too: the server's words say so, and the family reads the answers
 * sent rather than a 'Send Form' that can only fail again.
 */
export function useSendForm(onSent: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(keysFollowingNotifications.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: sendForm,
    onSuccess: async () => {
      notifySuccess(i18n._(FORM_SENT));
      onSent();
      await refresh();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.code === ALREADY_COMPLETED) {
        notifyWarning(error.message);
        onSent();
        await refresh();
        return;
      }
      notifyFailure(i18n._(error instanceof ApiError ? FORM_SEND_REFUSED : FORM_SEND_FAILED), error);
    },
  });
}
