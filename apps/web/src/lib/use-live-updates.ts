import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LiveTopicKeys, startLiveUpdates } from './live-updates';

/**
 * Keeps the signed-in pages of a side up to date through the live channel (decision 103): mounted once
 * in each shell, with that side's map of topics to query keys (a constant, so it opens one stream).
 */
export function useLiveUpdates(keysByTopic: LiveTopicKeys): void {
  const queryClient = useQueryClient();
  useEffect(() => startLiveUpdates(queryClient, keysByTopic), [queryClient, keysByTopic]);
}
