import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOk, staffMessagePaths, type TReportMessageRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { staffMessageKeys } from './messages-keys';

/** POST /api/staff/messages/reports: a party reports the other side's message to the office. */
export function useReportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReportMessageRequest) => api.post(staffMessagePaths.reports, ZOk, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMessageKeys.reports }),
  });
}
