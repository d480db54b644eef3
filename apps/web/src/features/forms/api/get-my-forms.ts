import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZFormRequestList, type TFormRequest } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/form/my: the form requests of the user's children. */
export function getMyForms(signal?: AbortSignal): Promise<TFormRequest[]> {
  return api.get(apiPaths.myForms, ZFormRequestList, signal);
}

export function getMyFormsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.forms, 'my'] as const,
    queryFn: ({ signal }) => getMyForms(signal),
    meta: { errorMessage: msg`Error fetching childs forms` },
  });
}

export function useMyForms() {
  return useQuery(getMyFormsQueryOptions());
}
