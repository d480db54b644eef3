import { msg } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZPublication,
  ZPublicationList,
  publishingPaths,
  withdrawPublicationPath,
  type TPublication,
  type TPublicationKind,
} from '@carnet/contract';
import { api } from '../../../../lib/api-client';

export const publicationKeys = {
  all: ['staff', 'publications'] as const,
  list: (kind: TPublicationKind) => ['staff', 'publications', { kind }] as const,
};

/** GET /api/staff/publications?kind= */
export function getPublications(kind: TPublicationKind, signal?: AbortSignal): Promise<TPublication[]> {
  return api.get(`${publishingPaths.publications}?kind=${kind}`, ZPublicationList, signal);
}

export function usePublications(kind: TPublicationKind) {
  return useQuery({
    queryKey: publicationKeys.list(kind),
    queryFn: ({ signal }) => getPublications(kind, signal),
    meta: { errorMessage: msg`Past publications could not be loaded`, isErrorShownInPlace: true },
  });
}

/** POST /api/staff/publications/:id/withdraw */
export function withdrawPublication(id: number): Promise<TPublication> {
  return api.post(withdrawPublicationPath(id), ZPublication, {});
}

export function useWithdrawPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawPublication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicationKeys.all }),
  });
}
