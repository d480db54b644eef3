import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { structurePaths, ZStaffSchoolTerms } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { structureKeys } from './structure-keys';

/** GET /api/staff/school-terms: every term, by first day. */
export const getSchoolTermsQueryOptions = () =>
  queryOptions({
    queryKey: structureKeys.terms,
    queryFn: ({ signal }) => api.get(structurePaths.schoolTerms, ZStaffSchoolTerms, signal),
    meta: { errorMessage: msg`Error fetching the terms` },
  });

export const useSchoolTerms = () => useQuery(getSchoolTermsQueryOptions());
