import type { TLiveTopic } from '@carnet/contract';

/** One page holding `GET /api/live` open, as a parent's portal does (decision 103). */
export type LivePage = {
  /** The instant (performance.now()) its stream first carried the topic; null if it ended first or was closed. */
  heard: Promise<number | null>;
  close: () => Promise<void>;
};

/**
 * Opens one page's stream with this token (Node's fetch over a real socket) and watches it for `topic`.
 * It resolves once the server has answered with the stream's headers: the page is listening from then on.
 */
export async function openLivePage(baseUrl: string, token: string, topic: TLiveTopic): Promise<LivePage> {
  const response = await fetch(`${baseUrl}/api/live`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } });
  if (response.status !== 200 || !response.body) throw new Error(`GET /api/live: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const close = () => reader.cancel().catch(() => undefined);
  const heard = (async () => {
    let text = '';
    for (;;) {
      // A stream closed by the bench or the server settles as "not heard", never as an unhandled rejection.
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return null;
      text += decoder.decode(value, { stream: true });
      if (text.includes(`data: ${topic}\n`)) {
        const at = performance.now();
        await close();
        return at;
      }
    }
  })();
  return { heard, close };
}

/** Opens every token's page at once; answers them in the tokens' order once all are listening. */
export async function openLivePages(baseUrl: string, tokens: readonly string[], topic: TLiveTopic): Promise<LivePage[]> {
  return Promise.all(tokens.map((token) => openLivePage(baseUrl, token, topic)));
}

/**
 * Waits up to `waitMs` for every page to hear its topic; a page still silent then is closed and counted
 * as not heard (null), so one lost event shows in the figures instead of stopping the bench.
 */
export async function hearAll(pages: readonly LivePage[], waitMs: number): Promise<Array<number | null>> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  const heard = await Promise.all(
    pages.map((page) =>
      Promise.race([page.heard, deadline.then(() => null)]).then(async (at) => {
        if (at === null) await page.close();
        return at;
      }),
    ),
  );
  clearTimeout(timer);
  return heard;
}

/**
 * The q-quantile (nearest rank) of the delays, every page counted: a page that never heard counts as
 * slower than any that did (Infinity), so p99 cannot look good by leaving out the pages that missed.
 */
export function quantile(delays: ReadonlyArray<number | null>, q: number): number {
  const sorted = delays.map((d) => d ?? Infinity).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Infinity;
}
