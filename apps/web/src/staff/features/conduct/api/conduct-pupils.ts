import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZConductPupils, conductPaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { conductKeys } from './conduct-keys';

/** GET /api/staff/conduct/pupils: a teacher's groups' pupils (every pupil for the office), by class. */
export const getConductPupilsQueryOptions = () =>
  queryOptions({
    queryKey: conductKeys.pupils(),
    queryFn: ({ signal }) => api.get(conductPaths.pupils, ZConductPupils, signal),
    meta: { errorMessage: msg`The pupils could not be loaded.` },
  });

export const useConductPupils = () => useQuery(withErrorShownInPlace(getConductPupilsQueryOptions()));
