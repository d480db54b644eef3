import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffMarksGroupTerm, staffMarksGroupPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffMarksKeys } from './marks-keys';

/** GET /api/staff/marks/groups/:groupId?termId= (default: today's term): its assessments and the pupils' averages. */
export const getMarksGroupTermQueryOptions = (groupId: number, termId: number | null) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMarksKeys.groupTerm(groupId, termId),
      queryFn: ({ signal }) =>
        api.get(
          termId === null ? staffMarksGroupPath(groupId) : `${staffMarksGroupPath(groupId)}?termId=${termId}`,
          ZStaffMarksGroupTerm,
          signal,
        ),
      meta: { errorMessage: msg`The group's marks could not be loaded.` },
    }),
  );

export const useMarksGroupTerm = (groupId: number, termId: number | null) =>
  useQuery({ ...getMarksGroupTermQueryOptions(groupId, termId), placeholderData: keepPreviousData });
