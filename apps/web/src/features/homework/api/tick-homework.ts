import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { homeworkDonePath } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notifyFailure } from '../../../lib/toast';

/** The answer's body, if any, is not read: the lists are read again. */
const noContent = { parse: () => null };

type Tick = { childId: number; id: number; isDone: boolean };

/** PUT (done) or DELETE (not done) /api/homework/:childId/items/:id/done: the student's own tick. */
export function tickHomework({ childId, id, isDone }: Tick): Promise<null> {
  const path = homeworkDonePath(childId, id);
  return isDone ? api.put(path, noContent, undefined) : api.delete(path, noContent, undefined);
}

/** The tick shows on the page, the home page's block and the child page's notes: every homework read is read again. */
export function useTickHomework() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: tickHomework,
    onError: (error) => notifyFailure(t`The tick could not be saved.`, error),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.homework }),
  });
}
