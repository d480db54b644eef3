import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffHomeworkItemPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { staffHomeworkKeys } from './homework-keys';

const anyAnswer = { parse: (data: unknown) => data };

/** DELETE /api/staff/homework/:id: withdraws it until it is due (families are told of a change in the next two days). */
export function useWithdrawHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(staffHomeworkItemPath(id), anyAnswer, undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffHomeworkKeys.all }),
  });
}
