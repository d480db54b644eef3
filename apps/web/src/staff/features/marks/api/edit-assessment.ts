import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAssessmentPath, type TEditAssessmentRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { anyAnswer, staffMarksKeys } from './marks-keys';

/** PATCH /api/staff/marks/assessments/:id: its title, date, total, coefficient or competencies (never its kind). */
export function useEditAssessment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEditAssessmentRequest) => api.patch(staffAssessmentPath(id), anyAnswer, body),
    // The grid and the group's term (its averages weigh the new coefficient) both move.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMarksKeys.all }),
  });
}
