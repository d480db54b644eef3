import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHomeworkSaved, staffHomeworkItemPath, type TEditHomeworkRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { staffHomeworkKeys } from './homework-keys';

/** PATCH /api/staff/homework/:id: edits it until it is due; the answer carries the due day's load and its warnings. */
export function useEditHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TEditHomeworkRequest }) => api.patch(staffHomeworkItemPath(id), ZHomeworkSaved, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffHomeworkKeys.all }),
  });
}
