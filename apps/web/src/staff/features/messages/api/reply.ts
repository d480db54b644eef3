import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageSent, staffConversationPath, type TStaffReplyRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { staffMessageKeys } from './messages-keys';

/** POST /api/staff/messages/:id: a reply; the conversation and the list are asked again. */
export function useReplyToConversation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffReplyRequest) => api.post(staffConversationPath(id), ZMessageSent, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMessageKeys.all }),
  });
}
