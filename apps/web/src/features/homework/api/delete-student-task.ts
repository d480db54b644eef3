import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { studentTaskPath } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/toast';
import { getChildHomeworkQueryOptions } from './get-child-homework';

const noContent = { parse: () => null };

/** DELETE /api/homework/:childId/tasks/:id: one of the student's own tasks. */
export function deleteStudentTask(childId: number, id: number): Promise<null> {
  return api.delete(studentTaskPath(childId, id), noContent, undefined);
}

export function useDeleteStudentTask(childId: number) {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteStudentTask(childId, id),
    onError: (error) => notifyFailure(t`The task could not be deleted.`, error),
    onSettled: () => client.invalidateQueries({ queryKey: getChildHomeworkQueryOptions(childId).queryKey }),
  });
}
