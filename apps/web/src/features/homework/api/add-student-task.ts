import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentTasksPath, type TStudentTaskRequest } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { getChildHomeworkQueryOptions } from './get-child-homework';

/** The created task comes back with the page's next read, so the answer's body is not read. */
const created = { parse: () => null };

/** POST /api/homework/:childId/tasks: a task of the student's own. */
export function addStudentTask(childId: number, request: TStudentTaskRequest): Promise<null> {
  return api.post(studentTasksPath(childId), created, request);
}

/** The form shows the failure itself (the server's message), so no toast here. */
export function useAddStudentTask(childId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TStudentTaskRequest) => addStudentTask(childId, request),
    onSuccess: () => client.invalidateQueries({ queryKey: getChildHomeworkQueryOptions(childId).queryKey }),
  });
}
