import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAudienceChoices,
  ZAudienceCount,
  ZAudiencePupilList,
  audiencePupilsPath,
  staffPaths,
  type TAudience,
  type TAudienceChoices,
  type TAudienceCount,
  type TPupilRef,
} from '@carnet/contract';
import { api } from '../../../lib/api-client';

/** The audience picker's reads, shared by every staff screen that publishes. */
export const audienceKeys = {
  choices: ['staff', 'audience', 'choices'] as const,
  count: (audience: TAudience, parentsOnly: boolean) => ['staff', 'audience', 'count', { audience, parentsOnly }] as const,
  pupils: (q: string) => ['staff', 'audience', 'pupils', { q }] as const,
};

/** GET /api/staff/audience/choices */
export function getAudienceChoices(signal?: AbortSignal): Promise<TAudienceChoices> {
  return api.get(staffPaths.audienceChoices, ZAudienceChoices, signal);
}

export function useAudienceChoices() {
  return useQuery(
    queryOptions({
      queryKey: audienceKeys.choices,
      queryFn: ({ signal }) => getAudienceChoices(signal),
      meta: { errorMessage: msg`The classes and groups could not be loaded` },
    }),
  );
}

/** POST /api/staff/audience/count: a read, though it is a POST (the audience can be long). */
export function countAudience(audience: TAudience, parentsOnly: boolean): Promise<TAudienceCount> {
  return api.post(staffPaths.audienceCount, ZAudienceCount, { audience, parentsOnly });
}

/** How many the audience reaches; null audience (nothing chosen yet) asks nothing. */
export function useAudienceCount(audience: TAudience | null, parentsOnly: boolean) {
  return useQuery({
    queryKey: audience ? audienceKeys.count(audience, parentsOnly) : ['staff', 'audience', 'count', null],
    queryFn: () => countAudience(audience!, parentsOnly),
    enabled: audience !== null,
    // The previous count stays while the next one is asked: the button does not flicker.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/audience/pupils?q= */
export function searchAudiencePupils(q: string, signal?: AbortSignal): Promise<TPupilRef[]> {
  return api.get(`${audiencePupilsPath}?q=${encodeURIComponent(q)}`, ZAudiencePupilList, signal);
}

export function useAudiencePupilSearch(q: string) {
  return useQuery({
    queryKey: audienceKeys.pupils(q),
    queryFn: ({ signal }) => searchAudiencePupils(q, signal),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
