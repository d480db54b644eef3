import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZOk, type TUpdateFinancialRequest } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notifyFailure, notifySuccess } from '../../../lib/toast';

export const FINANCIAL_UPDATE_SENT = 'Financial information update sent';
export const FINANCIAL_UPDATE_FAILED = 'Error sending financial information update';

/** POST /api/family/update-financial with {source, observation}. */
export function updateFinancial(data: TUpdateFinancialRequest) {
  return api.post(apiPaths.updateFinancial, ZOk, data);
}

export function useUpdateFinancial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFinancial,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.family });
      notifySuccess(FINANCIAL_UPDATE_SENT);
    },
    onError: (error) => notifyFailure(FINANCIAL_UPDATE_FAILED, error),
  });
}
