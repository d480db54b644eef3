import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZFormData, type TFormData } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/form/{requestId}/get-data: what was sent for one request. */
export function getFormData(requestId: number, signal?: AbortSignal): Promise<TFormData> {
  return api.get(apiPaths.formData(requestId), ZFormData, signal);
}

export function getFormDataQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: [...queryKeys.forms, 'data', requestId] as const,
    queryFn: ({ signal }) => getFormData(requestId, signal),
    meta: { errorMessage: msg`Error fetching user childs forms data` },
  });
}

export function useFormData(requestId: number) {
  return useQuery(getFormDataQueryOptions(requestId));
}
