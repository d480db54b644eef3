import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { studentTaskPath, type TStudentTaskUpdate } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/toast';
import { getChildHomeworkQueryOptions } from './get-child-homework';

const noContent = { parse: () => null };

/** PATCH /api/homework/:childId/tasks/:id: ticks (or unticks) one of the student's own tasks. */
export function updateStudentTask(childId: number, id: number, update: TStudentTaskUpdate): Promise<null> {
  return api.patch(studentTaskPath(childId, id), noContent, update);
}

export function useUpdateStudentTask(childId: number) {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: TStudentTaskUpdate }) => updateStudentTask(childId, id, update),
    onError: (error) => notifyFailure(t`The task could not be saved.`, error),
    onSettled: () => client.invalidateQueries({ queryKey: getChildHomeworkQueryOptions(childId).queryKey }),
  });
}
