import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZActivationSummary, ZClassInvitationsResult, ZPendingAccountPage, accountAdminPaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';

/** The accounts page's reads; every account write refreshes all of ['staff'] (staff/lib/api/accounts). */
export const accountKeys = {
  all: ['staff', 'accounts'] as const,
  summary: ['staff', 'accounts', 'summary'] as const,
  pending: (params: { classId?: number; page: number }) => ['staff', 'accounts', 'pending', params] as const,
};

export const activationSummaryQuery = () =>
  queryOptions({
    queryKey: accountKeys.summary,
    queryFn: ({ signal }) => api.get(accountAdminPaths.activationSummary, ZActivationSummary, signal),
    meta: { errorMessage: msg`Error fetching the activation figures` },
  });

export const useActivationSummary = () => useQuery(activationSummaryQuery());

export function usePendingAccounts(params: { classId?: number; page: number }) {
  const query = new URLSearchParams();
  if (params.classId !== undefined) query.set('classId', String(params.classId));
  if (params.page > 1) query.set('page', String(params.page));
  const path = query.size > 0 ? `${accountAdminPaths.pending}?${query.toString()}` : accountAdminPaths.pending;
  return useQuery({
    queryKey: accountKeys.pending(params),
    queryFn: ({ signal }) => api.get(path, ZPendingAccountPage, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error fetching the accounts not yet activated` },
  });
}

/** Invites the families of these classes by e-mail; the answer counts who was invited and who was not. */
export function useInviteClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classIds: number[]) => api.post(accountAdminPaths.classInvitations, ZClassInvitationsResult, { classIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
