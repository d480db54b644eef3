import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageSent, staffMessagePaths, type TStaffStartConversationRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { staffMessageKeys } from './messages-keys';

/** POST /api/staff/messages: a teacher (their own pupils) or the office writes first to a pupil's family. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffStartConversationRequest) => api.post(staffMessagePaths.list, ZMessageSent, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMessageKeys.all }),
  });
}
