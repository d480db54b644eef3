import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZRegister, registerPath, type TSubmitRegister } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { rollCallKeys } from './roll-call-keys';

/** GET /api/staff/roll-call/lessons/{id}: the lesson's pupils with their marks (null until it is taken). */
export const getRegisterQueryOptions = (lessonId: number) =>
  queryOptions({
    queryKey: rollCallKeys.register(lessonId),
    queryFn: ({ signal }) => api.get(registerPath(lessonId), ZRegister, signal),
    meta: { errorMessage: msg`The register could not be loaded.` },
  });

export const useRegister = (lessonId: number) => useQuery(withErrorShownInPlace(getRegisterQueryOptions(lessonId)));

/**
 * POST /api/staff/roll-call/lessons/{id}: the answer is the register as saved, shown at once; the day's
 * lessons (taken or not) and absences are asked again. A refusal is shown by the form.
 */
export function useSubmitRegister(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSubmitRegister) => api.post(registerPath(lessonId), ZRegister, input),
    onSuccess: async (register) => {
      queryClient.setQueryData(rollCallKeys.register(lessonId), register);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rollCallKeys.lessons(register.lesson.date) }),
        queryClient.invalidateQueries({ queryKey: rollCallKeys.absences(register.lesson.date) }),
      ]);
    },
  });
}
