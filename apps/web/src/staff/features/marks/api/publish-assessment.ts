import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAssessmentRelease, staffAssessmentPublishPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { staffMarksKeys } from './marks-keys';

/** POST /api/staff/marks/assessments/:id/publish: answers when the student and the parents see it. */
export function usePublishAssessment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(staffAssessmentPublishPath(id), ZAssessmentRelease, undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMarksKeys.all }),
  });
}
