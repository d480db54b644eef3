import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAudienceChoices,
  ZCreated,
  ZOk,
  ZPupil,
  ZPupilPage,
  peoplePaths,
  staffPaths,
  type TCreatePupilRequest,
  type TUpdatePupilRequest,
} from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { peopleKeys, withQuery } from './people-keys';

/** GET /api/staff/pupils: one page of the list, the previous page kept on screen while the next loads. */
export function usePupilList(params: Record<string, string>) {
  return useQuery({
    queryKey: peopleKeys.pupilList(params),
    queryFn: ({ signal }) => api.get(withQuery(peoplePaths.pupils, params), ZPupilPage, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error fetching the pupils` },
  });
}

export const pupilQueryOptions = (id: number) =>
  queryOptions({
    queryKey: peopleKeys.pupil(id),
    queryFn: ({ signal }) => api.get(peoplePaths.pupil(id), ZPupil, signal),
    meta: { errorMessage: msg`Error fetching the pupil` },
  });

export const usePupil = (id: number) => useQuery(pupilQueryOptions(id));

/** The classes (with their year groups) the office may choose from: the audience picker's list. */
export function useClasses() {
  return useQuery({
    queryKey: peopleKeys.classes,
    queryFn: ({ signal }) => api.get(staffPaths.audienceChoices, ZAudienceChoices, signal),
    staleTime: 5 * 60_000,
    meta: { errorMessage: msg`Error fetching the classes` },
  });
}

/** Every pupil write refreshes the lists and the pupil's page (and the family page that lists them). */
function usePupilWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.pupils }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.families }),
      ]);
    },
  });
}

export const useCreatePupil = () => usePupilWrite((input: TCreatePupilRequest) => api.post(peoplePaths.pupils, ZCreated, input));
export const useUpdatePupil = (id: number) => usePupilWrite((input: TUpdatePupilRequest) => api.patch(peoplePaths.pupil(id), ZOk, input));
export const useMovePupil = (id: number) => usePupilWrite((classId: number) => api.post(peoplePaths.pupilMove(id), ZOk, { classId }));
export const useSetPupilActive = (id: number) =>
  usePupilWrite((isActive: boolean) => api.post(isActive ? peoplePaths.pupilReactivate(id) : peoplePaths.pupilDeactivate(id), ZOk, {}));
export const useUploadPupilPhoto = (id: number) =>
  usePupilWrite((dataUrl: string) => api.post(peoplePaths.pupilPhoto(id), ZOk, { dataUrl }));

/** The pupil's photo as an object URL (a face is kept in memory only, never in an HTTP cache). */
export function usePupilPhoto(id: number, version: string) {
  return useQuery({
    queryKey: [...peopleKeys.pupilPhoto(id), version],
    queryFn: async ({ signal }) => URL.createObjectURL(await api.blob(peoplePaths.pupilPhoto(id), signal)),
    staleTime: Infinity,
  });
}
