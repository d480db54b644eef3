import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ZId, staffMarksPaths, type TAssessmentRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { staffMarksKeys } from './marks-keys';

const ZCreated = z.object({ id: ZId });

/** POST /api/staff/marks/assessments: a new assessment, a draft until published; answers it (its id opens its grid). */
export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssessmentRequest) => api.post(staffMarksPaths.create, ZCreated, body),
    onSuccess: (_saved, body) => queryClient.invalidateQueries({ queryKey: staffMarksKeys.group(body.groupId) }),
  });
}
