import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRosterImportList, rosterPaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';

export const rosterKeys = {
  imports: ['staff', 'roster', 'imports'] as const,
};

/** GET /api/staff/roster/imports: the imports applied so far, newest first. */
export const rosterImportsQuery = () =>
  queryOptions({
    queryKey: rosterKeys.imports,
    queryFn: ({ signal }) => api.get(rosterPaths.imports, ZRosterImportList, signal),
    meta: { errorMessage: msg`The past imports could not be loaded.` },
  });

export const useRosterImports = () => useQuery(withErrorShownInPlace(rosterImportsQuery()));
