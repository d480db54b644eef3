import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { livePaths, type TLiveTopic } from '@carnet/contract';
import { api } from './api-client';
import { API_BASE } from './env';

/** Which cached answers each topic of the live channel makes stale; a side's shell lists its own. */
export type LiveTopicKeys = Partial<Record<TLiveTopic, readonly QueryKey[]>>;

const noContent = { parse: () => null };
/** The first wait after the stream was refused; doubled each time up to the longest. */
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 60_000;

/**
 * Listens to GET /api/live (decision 103) and, when told a topic, marks its queries stale: those on
 * screen are read again. The stream only says "look again"; on every (re)open everything is read
 * again, since what was told while away is not kept. The browser retries a dropped stream by itself;
 * a refused one (a 401, a restart) is opened again after a growing wait. Nothing while offline.
 */
export function startLiveUpdates(queryClient: QueryClient, keysByTopic: LiveTopicKeys): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = FIRST_WAIT_MS;
  // Closing moves to the next generation: an opening still waiting for its cookie then gives up.
  let generation = 0;
  const refresh = (topic: string) => {
    for (const queryKey of keysByTopic[topic as TLiveTopic] ?? []) void queryClient.invalidateQueries({ queryKey });
  };
  const close = () => {
    generation += 1;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
  const open = async () => {
    close();
    const mine = generation;
    if (!navigator.onLine) return;
    // EventSource sends no Authorization header: the token goes to the stream in an HttpOnly cookie.
    await api.post(livePaths.cookie, noContent, undefined).catch(() => undefined);
    if (mine !== generation) return;
    const stream = new EventSource(`${API_BASE}${livePaths.stream}`, { withCredentials: Boolean(API_BASE) });
    source = stream;
    stream.onopen = () => {
      wait = FIRST_WAIT_MS;
      for (const topic in keysByTopic) refresh(topic);
    };
    stream.onmessage = (event: MessageEvent<string>) => refresh(event.data);
    stream.onerror = () => {
      if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
      timer = setTimeout(() => void open(), wait);
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    };
  };
  const reopen = () => void open();
  window.addEventListener('online', reopen);
  window.addEventListener('offline', close);
  reopen();
  return () => {
    window.removeEventListener('online', reopen);
    window.removeEventListener('offline', close);
    close();
  };
}

/**
 * Keeps the signed-in pages of a side up to date through the live channel: mounted once in each shell,
 * with that side's map of topics to query keys (a constant, so it opens one stream). One file with the
 * work above, as each module costs the first page some bytes of its own (the JavaScript budget).
 */
export function useLiveUpdates(keysByTopic: LiveTopicKeys): void {
  const queryClient = useQueryClient();
  useEffect(() => startLiveUpdates(queryClient, keysByTopic), [queryClient, keysByTopic]);
}
