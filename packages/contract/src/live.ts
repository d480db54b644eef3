import * as z from 'zod/mini';

/**
 * The live channel (decision 103): the server tells an open page to look again at a topic, never what
 * changed; the database stays the truth and the page reads it through its usual routes. Its paths are
 * `livePaths` in api-paths.ts, which the first page loads anyway (this file's schemas stay out of it).
 */

/** What the channel may say to look again at; a module that wants live updates adds its topic here. */
export const LIVE_TOPICS = ['notifications', 'messages', 'announcements'] as const;
export const ZLiveTopic = z.enum(LIVE_TOPICS);
export type TLiveTopic = z.infer<typeof ZLiveTopic>;

/** GET /api/live asked for JSON rather than text/event-stream: what the stream carries. */
export const ZLiveInfo = z.object({ topics: z.array(ZLiveTopic) });
export type TLiveInfo = z.infer<typeof ZLiveInfo>;
