import { msg } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCreated, ZOk, ZPupilHealth, peoplePaths, type TAllergyRequest, type TMedicalInfoRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { peopleKeys } from './people-keys';

/**
 * GET /api/staff/pupils/{id}/health: every read is written in the audit log, so it is asked only when
 * the office opens the section, and kept (not refetched on focus) while the page is open.
 */
export function usePupilHealth(id: number, isOpen: boolean) {
  return useQuery({
    queryKey: peopleKeys.pupilHealth(id),
    queryFn: ({ signal }) => api.get(peoplePaths.pupilHealth(id), ZPupilHealth, signal),
    enabled: isOpen,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { errorMessage: msg`Error fetching the health records` },
  });
}

function useHealthWrite<Input>(pupilId: number, write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.pupilHealth(pupilId) }),
  });
}

export const useAddMedicalInfo = (pupilId: number) =>
  useHealthWrite(pupilId, (input: TMedicalInfoRequest) => api.post(peoplePaths.pupilMedicalInfos(pupilId), ZCreated, input));
export const useUpdateMedicalInfo = (pupilId: number) =>
  useHealthWrite(pupilId, ({ id, input }: { id: number; input: TMedicalInfoRequest }) =>
    api.patch(peoplePaths.medicalInfo(id), ZOk, input),
  );
export const useRemoveMedicalInfo = (pupilId: number) =>
  useHealthWrite(pupilId, (id: number) => api.post(peoplePaths.medicalInfoRemove(id), ZOk, {}));
export const useAddAllergy = (pupilId: number) =>
  useHealthWrite(pupilId, (input: TAllergyRequest) => api.post(peoplePaths.pupilAllergies(pupilId), ZCreated, input));
export const useUpdateAllergy = (pupilId: number) =>
  useHealthWrite(pupilId, ({ id, input }: { id: number; input: TAllergyRequest }) => api.patch(peoplePaths.allergy(id), ZOk, input));
export const useRemoveAllergy = (pupilId: number) =>
  useHealthWrite(pupilId, (id: number) => api.post(peoplePaths.allergyRemove(id), ZOk, {}));
