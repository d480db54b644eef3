import { i18n, type MessageDescriptor } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../../../lib/toast';
import { structureKeys } from './structure-keys';

/**
 * A write of the structure page: on success every structure list is read again (a new class changes a
 * year group's count) and a toast says it is done. A refusal is shown by the form that sent it, in place.
 */
export function useStructureWrite<Vars, Result>(send: (vars: Vars) => Promise<Result>, done: MessageDescriptor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: structureKeys.all });
      notifySuccess(i18n._(done));
    },
  });
}
