import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZSendFormResult, sendFormCountPath, type TAudience, type TSendFormResult } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { formsKeys } from './forms-keys';

/** POST /api/staff/forms/{id}/send-count: whom a send to the audience would newly ask (a read, though a POST). */
export function countFormSend(formId: number, audience: TAudience): Promise<TSendFormResult> {
  return api.post(sendFormCountPath(formId), ZSendFormResult, { audience });
}

/**
 * Asked only once the form was sent to someone: before that, everyone in the audience is new. Under
 * the forms' keys, so a send asks it again and the button learns that nobody new is left.
 */
export function useSendFormCount(formId: number, audience: TAudience | null, isSent: boolean) {
  return useQuery({
    queryKey: audience ? formsKeys.sendCount(formId, audience) : [...formsKeys.all, 'send-count', formId, null],
    queryFn: () => countFormSend(formId, audience!),
    enabled: audience !== null && isSent,
    placeholderData: keepPreviousData,
  });
}
