import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkload, staffWorkloadPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffHomeworkKeys } from './homework-keys';

/** GET /api/staff/homework/groups/:groupId/workload?date=: the group's load on that day and the school days around it. */
export const getWorkloadQueryOptions = (groupId: number, date: string) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffHomeworkKeys.workload(groupId, date),
      queryFn: ({ signal }) => api.get(`${staffWorkloadPath(groupId)}?date=${date}`, ZWorkload, signal),
      meta: { errorMessage: msg`The class's workload could not be loaded.` },
    }),
  );

/** Asked only once a due day is chosen; the previous day's load stays while another is asked. */
export const useWorkload = (groupId: number, date: string | null) =>
  useQuery({ ...getWorkloadQueryOptions(groupId, date ?? ''), enabled: date !== null, placeholderData: keepPreviousData });
