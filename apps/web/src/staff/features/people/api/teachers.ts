import { msg } from '@lingui/core/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCreated, ZOk, ZStaffAccountList, ZTeacherPage, peoplePaths, type TTeacherRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { peopleKeys, withQuery } from './people-keys';

export function useTeacherList(params: Record<string, string>) {
  return useQuery({
    queryKey: peopleKeys.teacherList(params),
    queryFn: ({ signal }) => api.get(withQuery(peoplePaths.teachers, params), ZTeacherPage, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: msg`Error fetching the teachers` },
  });
}

export function useStaffAccounts() {
  return useQuery({
    queryKey: peopleKeys.staffAccounts,
    queryFn: ({ signal }) => api.get(peoplePaths.staffAccounts, ZStaffAccountList, signal),
    meta: { errorMessage: msg`Error fetching the staff accounts` },
  });
}

/** Teacher writes refresh the teachers and the staff accounts (a deactivated teacher's account follows). */
function useTeacherWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.teachers }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.staffAccounts }),
      ]),
  });
}

export const useCreateTeacher = () => useTeacherWrite((input: TTeacherRequest) => api.post(peoplePaths.teachers, ZCreated, input));
export const useUpdateTeacher = () =>
  useTeacherWrite(({ id, input }: { id: number; input: TTeacherRequest }) => api.patch(peoplePaths.teacher(id), ZOk, input));
export const useSetTeacherActive = () =>
  useTeacherWrite(({ id, isActive }: { id: number; isActive: boolean }) =>
    api.post(isActive ? peoplePaths.teacherReactivate(id) : peoplePaths.teacherDeactivate(id), ZOk, {}),
  );
