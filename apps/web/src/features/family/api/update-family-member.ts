import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZOk, type TUpdateFamilyMemberRequest } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notifyFailure, notifySuccess } from '../../../lib/toast';

export const MEMBER_UPDATE_SENT = msg`Personal situation update sent`;
export const MEMBER_UPDATE_FAILED = msg`Error sending update family member situation`;

/** POST /api/family/update-family-member/{id} */
export function updateFamilyMember({ id, data }: { id: number; data: TUpdateFamilyMemberRequest }) {
  return api.post(apiPaths.updateFamilyMember(id), ZOk, data);
}

/** On success the family info is refreshed, so the view shows what was saved, before the contact goes back to view. */
export function useUpdateFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFamilyMember,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.family });
      notifySuccess(i18n._(MEMBER_UPDATE_SENT));
    },
    onError: (error) => notifyFailure(i18n._(MEMBER_UPDATE_FAILED), error),
  });
}
