import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCreated, ZStaffFormList, formsStaffPaths, type TNewForm } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { formsKeys } from './forms-keys';

/** GET /api/staff/forms: every form with its deadline and how many were asked and answered. */
export const getStaffFormsQueryOptions = () =>
  queryOptions({
    queryKey: formsKeys.list(),
    queryFn: ({ signal }) => api.get(formsStaffPaths.forms, ZStaffFormList, signal),
    meta: { errorMessage: msg`The forms could not be loaded.` },
  });

export const useStaffForms = () => useQuery(withErrorShownInPlace(getStaffFormsQueryOptions()));

/** POST /api/staff/forms: a new form; the list is asked again. A refusal is shown by the builder. */
export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TNewForm) => api.post(formsStaffPaths.forms, ZCreated, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.list() }),
  });
}
