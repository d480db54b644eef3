import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { ChangeClock } from '../db/change-clock';
import { SnapshotCache } from './snapshot-cache';

/** An answer as it went out: its bytes, its headers (a flat name, value list) and when its token expires. */
export type KeptAnswer = { body: Buffer; headers: string[]; tokenExpiresAt: number };

/**
 * What a cacheable read's answer depends on besides the database: the bearer token (the guard's
 * decision), the cookie header (whether the XSRF cookie is valid, or a new one must be set) and the
 * URL (route, parameters, query). Only signed-in GET calls of the API have one.
 */
export function answerKey(request: IncomingMessage): string | null {
  const authorization = request.headers.authorization;
  if (request.method !== 'GET' || !authorization || !request.url?.startsWith('/api/')) return null;
  return `${authorization}\n${request.headers.cookie ?? ''}\n${request.url}`;
}

/** Bytes held: the key (a token, a cookie and a URL, about 300 bytes) weighs as much as a small answer. */
const sizeOf = (answer: KeptAnswer, key: string) =>
  key.length + answer.body.length + answer.headers.reduce((sum, part) => sum + part.length, 0);

/**
 * The answers of cacheable reads (plugins/answer-cache.ts keeps them), served in front of Fastify.
 *
 * A kept answer was produced by the whole pipeline (load shedding, security headers, guard, XSRF, the
 * handler) for exactly this token, cookie and URL, with the database as it still is: the ChangeClock
 * empties the cache on any write, a revocation or a change of roles included. Every step of that
 * pipeline would decide the same again, except that time passes: the token's expiry is checked here.
 * So a repeated read skips Fastify (routing, hooks, the request and reply objects, header checks)
 * and costs a lookup and a write, which is most of what a page polled every few seconds costs.
 * Anything else (no kept answer, an expired token, a different cookie) goes to Fastify as usual.
 */
export class KeptAnswers {
  readonly cache: SnapshotCache<KeptAnswer>;
  private isServing = true;

  constructor(clock: ChangeClock, budgetBytes: number) {
    this.cache = new SnapshotCache<KeptAnswer>(clock, budgetBytes, sizeOf);
  }

  /** Sends the kept answer for this request and returns true; false when there is none to send. */
  tryServe(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.isServing) return false;
    const key = answerKey(request);
    if (key === null) return false;
    const answer = this.cache.read(key).value;
    if (answer === undefined || answer.tokenExpiresAt <= Date.now()) return false;
    response.writeHead(200, answer.headers);
    response.end(answer.body);
    return true;
  }

  /** Once the server is closing, Fastify answers every request (503 and `Connection: close`). */
  stopServing(): void {
    this.isServing = false;
  }

  /**
   * Fastify's own HTTP server, with kept answers served before its handler. The timeouts are set as
   * Fastify sets them on the server it builds when no factory is given.
   */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const server = http.createServer((options.http ?? {}) as http.ServerOptions, (request, response) => {
      if (!this.tryServe(request, response)) handler(request, response);
    });
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options;
    if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
    if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
    if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
    if (typeof maxRequestsPerSocket === 'number' && maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}
