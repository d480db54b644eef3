import { msg } from '@lingui/core/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCreated,
  ZFamilyPage,
  ZFamilyPreview,
  ZOk,
  ZStaffFamily,
  peoplePaths,
  type TAddFamilyMemberRequest,
  type TCreateFamilyRequest,
  type TUpdateFamilyMemberRequest,
} from '@carnet/contract';
import { dataExportFileName, dataExportPaths } from '@carnet/contract/data-export-paths';
import { api } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/download';
import { peopleKeys, withQuery } from './people-keys';

export function useFamilyList(params: Record<string, string>) {
  return useQuery({
    queryKey: peopleKeys.familyList(params),
    queryFn: ({ signal }) => api.get(withQuery(peoplePaths.families, params), ZFamilyPage, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error fetching the families` },
  });
}

export function useStaffFamily(id: number) {
  return useQuery({
    queryKey: peopleKeys.family(id),
    queryFn: ({ signal }) => api.get(peoplePaths.family(id), ZStaffFamily, signal),
    meta: { errorMessage: msg`Error fetching the family` },
  });
}

/** The preview is audited on every read: asked once per visit of the page. */
export function useFamilyPreview(id: number) {
  return useQuery({
    queryKey: peopleKeys.familyPreview(id),
    queryFn: ({ signal }) => api.get(peoplePaths.familyPreview(id), ZFamilyPreview, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: { errorMessage: msg`Error fetching what the family sees` },
  });
}

export function useUpdateContact(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: TUpdateFamilyMemberRequest }) => api.patch(peoplePaths.familyMember(id), ZOk, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.family(familyId) }),
  });
}

/** POST /api/staff/families: a family made by hand with the pupils it holds (they leave their former, contact-less family). */
export function useCreateFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TCreateFamilyRequest) => api.post(peoplePaths.families, ZCreated, data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.families }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.pupils }),
      ]),
  });
}

/** POST /api/staff/families/{id}/members: a guardian or contact added by hand. */
export function useAddContact(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TAddFamilyMemberRequest) => api.post(peoplePaths.familyMembers(familyId), ZCreated, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.families }),
  });
}

/** (De)activates any account; the family page and the staff list both show accounts. */
export function useSetAccountActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.post(isActive ? peoplePaths.accountReactivate(id) : peoplePaths.accountDeactivate(id), ZOk, {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.families }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.staffAccounts }),
      ]),
  });
}

/** GET /api/staff/families/{id}/export: the family's data as a zip (audited), saved as the family's would be. */
export async function downloadFamilyExport(id: number, familyName: string): Promise<void> {
  const zip = await api.blob(dataExportPaths.family(id));
  saveBlob(zip, dataExportFileName(familyName, new Date().toISOString().slice(0, 10)));
}
