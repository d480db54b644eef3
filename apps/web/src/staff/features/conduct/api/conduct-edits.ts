import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOk, conductEntryPath, concernPath, type TEditConcern, type TEditConductEntry } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { conductKeys } from './conduct-keys';

/** After a correction or a withdrawal every conduct list may show it (a pupil's, the recent ones): all are asked again. */
function useConductWrite<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: conductKeys.all }) });
}

/** PATCH /api/staff/conduct/:id: corrects a reward or a sanction (the family is told). */
export const useEditConductEntry = (id: number) =>
  useConductWrite((input: TEditConductEntry) => api.patch(conductEntryPath(id), ZOk, input));

/** DELETE /api/staff/conduct/:id: withdraws it (the family is told; the audit log keeps it). */
export const useWithdrawConductEntry = (id: number) => useConductWrite<void>(() => api.delete(conductEntryPath(id), ZOk, undefined));

/** PATCH /api/staff/concerns/:id: corrects a concern (the parents are told unless it is staff only). */
export const useEditConcern = (id: number) => useConductWrite((input: TEditConcern) => api.patch(concernPath(id), ZOk, input));

/** DELETE /api/staff/concerns/:id: withdraws a concern. */
export const useWithdrawConcern = (id: number) => useConductWrite<void>(() => api.delete(concernPath(id), ZOk, undefined));
