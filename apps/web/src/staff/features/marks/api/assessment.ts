import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAssessmentGrid, staffAssessmentPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffMarksKeys } from './marks-keys';

/** GET /api/staff/marks/assessments/:id: the assessment and its grid, every pupil of the group with their mark. */
export const getAssessmentGridQueryOptions = (id: number) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMarksKeys.assessment(id),
      queryFn: ({ signal }) => api.get(staffAssessmentPath(id), ZAssessmentGrid, signal),
      meta: { errorMessage: msg`The assessment could not be loaded.` },
    }),
  );

export const useAssessmentGrid = (id: number) => useQuery(getAssessmentGridQueryOptions(id));
