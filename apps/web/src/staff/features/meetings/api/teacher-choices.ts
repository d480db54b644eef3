import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTeacherPage, peoplePaths, type TTeacherRow } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { eveningKeys } from './evening-keys';

/** GET /api/staff/teachers, every page: the active teachers an evening may take (the list comes 50 at a time). */
async function getActiveTeachers(signal: AbortSignal): Promise<TTeacherRow[]> {
  const teachers: TTeacherRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get(`${peoplePaths.teachers}?page=${page}`, ZTeacherPage, signal);
    teachers.push(...answer.items);
    if (answer.items.length === 0 || teachers.length >= answer.total) break;
  }
  return teachers.filter((teacher) => teacher.isActive);
}

export const getTeacherChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...eveningKeys.all, 'teachers'] as const,
    queryFn: ({ signal }) => getActiveTeachers(signal),
    meta: { errorMessage: msg`The teachers could not be loaded.` },
  });

export const useTeacherChoices = () => useQuery(getTeacherChoicesQueryOptions());
