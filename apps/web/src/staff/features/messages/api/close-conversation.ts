import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOk, staffMessagePaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { staffMessageKeys } from './messages-keys';

/** POST /api/staff/messages/:id/close (office): nobody writes in it any more; it stays readable. */
export function useCloseConversation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(staffMessagePaths.close.replace(':id', String(id)), ZOk, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMessageKeys.all }),
  });
}
