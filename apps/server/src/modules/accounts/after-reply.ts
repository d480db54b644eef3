import type { FastifyBaseLogger } from 'fastify';

const pending = new Set<Promise<void>>();

/**
 * Runs `task` once the answer has gone out (the next turn of the event loop), so its work cannot show
 * in the answer's timing; a failure is logged, never thrown. Used where the answer must not tell
 * whether there was anything to do (forgot password).
 */
export function runAfterReply(log: FastifyBaseLogger, what: string, task: () => Promise<void>): void {
  const running = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once every task started so far has finished: server shutdown waits for it, and tests too. */
export async function afterReplyTasksSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
