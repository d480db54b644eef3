import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCreated,
  ZOk,
  ZStaffFormDefinition,
  ZStaffFormList,
  deleteFormPath,
  formsStaffPaths,
  staffFormPath,
  type TNewForm,
} from '@carnet/contract';
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

/** GET /api/staff/forms/{id}: the form as built, for the office to change it. */
export const useStaffForm = (formId: number) =>
  useQuery(
    withErrorShownInPlace(
      queryOptions({
        queryKey: formsKeys.definition(formId),
        queryFn: ({ signal }) => api.get(staffFormPath(formId), ZStaffFormDefinition, signal),
        meta: { errorMessage: msg`The form could not be loaded.` },
      }),
    ),
  );

/** PATCH /api/staff/forms/{id}: the form changed while nobody answered; every forms read is asked again. */
export function useEditForm(formId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TNewForm) => api.patch(staffFormPath(formId), ZOk, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.all }),
  });
}

/** POST /api/staff/forms/{id}/delete: a form nobody was asked to fill in. */
export function useDeleteForm(formId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(deleteFormPath(formId), ZOk, {}),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: formsKeys.answers(formId) });
      // The page goes back to the list next: 'all' asks it again even while no page shows it, and the
      // navigation waits for that, so the list never shows the deleted one from its cache.
      return queryClient.invalidateQueries({ queryKey: formsKeys.list(), refetchType: 'all' });
    },
  });
}
