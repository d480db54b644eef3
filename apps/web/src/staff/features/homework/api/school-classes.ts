import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSchoolStructure, structurePaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffHomeworkKeys } from './homework-keys';

/** GET /api/staff/structure (office): the school's open classes, for choosing the class whose week is shown. */
export const getSchoolClassesQueryOptions = () =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffHomeworkKeys.classes,
      queryFn: async ({ signal }) => {
        const structure = await api.get(structurePaths.structure, ZSchoolStructure, signal);
        return structure.classes.filter((schoolClass) => schoolClass.closedAt === null);
      },
      meta: { errorMessage: msg`The classes could not be loaded.` },
    }),
  );

export const useSchoolClasses = () => useQuery(getSchoolClassesQueryOptions());
