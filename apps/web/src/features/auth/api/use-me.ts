import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { getMe } from './get-me';

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    meta: { errorMessage: msg`Error fetching account data` },
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
