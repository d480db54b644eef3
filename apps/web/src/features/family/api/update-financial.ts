import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZOk, type TUpdateFinancialRequest } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notifyFailure, notifySuccess } from '../../../lib/toast';

export const FINANCIAL_UPDATE_SENT = msg`Financial information update sent`;
export const FINANCIAL_UPDATE_FAILED = msg`Error sending financial information update`;

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
      notifySuccess(i18n._(FINANCIAL_UPDATE_SENT));
    },
    onError: (error) => notifyFailure(i18n._(FINANCIAL_UPDATE_FAILED), error),
  });
}
