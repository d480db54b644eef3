import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';
import type { App } from '../types';

/** Whether a string anywhere in this parsed input (keys included) holds a NUL character. */
export function hasNulCharacter(input: unknown): boolean {
  // A loop, not recursion: a deeply nested body must not exhaust the stack.
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * No text of the API may hold a NUL character: PostgreSQL refuses it in a text column (which would
 * answer 500) and SQLite would store what no other tool shows. Checked once for every route, after
 * the body is parsed (multipart fields included) and before any handler.
 */
export const refuseNulPlugin = fp(async (app: App) => {
  // A callback hook: it runs on every request and awaits nothing (decision 093).
  app.addHook('preHandler', (request, _reply, done) => {
    const hasNul = hasNulCharacter(request.body) || hasNulCharacter(request.query) || hasNulCharacter(request.params);
    done(hasNul ? badRequest('request.nulCharacter') : undefined);
  });
});
