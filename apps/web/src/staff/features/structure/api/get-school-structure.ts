import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { structurePaths, ZSchoolStructure } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { structureKeys } from './structure-keys';

/** GET /api/staff/structure: year groups and classes with their counts, and the active teachers. */
export const getSchoolStructureQueryOptions = () =>
  queryOptions({
    queryKey: structureKeys.overview,
    queryFn: ({ signal }) => api.get(structurePaths.structure, ZSchoolStructure, signal),
    meta: { errorMessage: msg`Error fetching the school's structure` },
  });

export const useSchoolStructure = () => useQuery(getSchoolStructureQueryOptions());
