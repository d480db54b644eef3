import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSchoolStructure, ZTermReportOverview, staffHeadTeacherPath, staffTermReportPath, structurePaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { termReportsKeys } from './term-reports-keys';

/** GET /api/staff/term-reports/:termId: the groups and classes the caller writes for, with how far they are. */
export const getTermReportOverviewQueryOptions = (termId: number) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: termReportsKeys.term(termId),
      queryFn: ({ signal }) => api.get(staffTermReportPath(termId), ZTermReportOverview, signal),
      meta: { errorMessage: msg`The term's reports could not be loaded.` },
    }),
  );

export const useTermReportOverview = (termId: number) => useQuery(getTermReportOverviewQueryOptions(termId));

/** GET /api/staff/structure (office): the active teachers, among whom the office chooses a class's head teacher. */
export const useTeacherChoices = (isEnabled: boolean) =>
  useQuery({
    queryKey: termReportsKeys.teachers,
    queryFn: async ({ signal }) => (await api.get(structurePaths.structure, ZSchoolStructure, signal)).teachers,
    enabled: isEnabled,
    meta: { errorMessage: msg`The teachers could not be loaded.` },
  });

const anyAnswer = { parse: (data: unknown) => data };

/** PUT /api/staff/term-reports/classes/:classId/head-teacher (office): the class's head teacher, or none. */
export function useSetHeadTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, teacherId }: { classId: number; teacherId: number | null }) =>
      api.put(staffHeadTeacherPath(classId), anyAnswer, { teacherId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termReportsKeys.all }),
  });
}
