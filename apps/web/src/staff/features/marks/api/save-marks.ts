import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAssessmentMarksPath, type TMarksEntryRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { anyAnswer, staffMarksKeys } from './marks-keys';

/** PUT /api/staff/marks/assessments/:id/marks: the marks of the pupils listed (the others keep theirs). */
export function useSaveMarks(id: number, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMarksEntryRequest) => api.put(staffAssessmentMarksPath(id), anyAnswer, body),
    // The grid is read again (its marked count, its class figures), and the group's averages move.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffMarksKeys.assessment(id) }),
        queryClient.invalidateQueries({ queryKey: staffMarksKeys.group(groupId) }),
      ]),
  });
}
