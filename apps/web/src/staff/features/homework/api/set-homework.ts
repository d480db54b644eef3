import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHomeworkSaved, staffHomeworkPaths, type TSetHomeworkRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { staffHomeworkKeys } from './homework-keys';

/** POST /api/staff/homework: sets homework for a group; the answer carries the due day's load and its warnings. */
export function useSetHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetHomeworkRequest) => api.post(staffHomeworkPaths.create, ZHomeworkSaved, body),
    // The cahier, the load around the day and the office's class week all move.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffHomeworkKeys.all }),
  });
}
