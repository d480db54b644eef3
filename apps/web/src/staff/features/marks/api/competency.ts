import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCompetencyPath, type TCompetencyRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { anyAnswer, staffMarksKeys } from './marks-keys';

/** PATCH /api/staff/marks/competencies/:id (office): renames it (or moves it to another domain). */
export function useRenameCompetency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TCompetencyRequest }) => api.patch(staffCompetencyPath(id), anyAnswer, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMarksKeys.competencies }),
  });
}

/** DELETE /api/staff/marks/competencies/:id (office): archives it; the assessments that used it keep it. */
export function useArchiveCompetency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(staffCompetencyPath(id), anyAnswer, undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMarksKeys.competencies }),
  });
}
