import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TRole } from '@carnet/contract';
import type { Config } from './config';
import type { ChangeClock } from './db/change-clock';
import type { Db } from './db/connect';
import type { Engine } from './db/engine';
import type { Actor } from './lib/actor';
import type { KeptAnswers } from './lib/kept-answers';
import type { TokenService } from './lib/tokens';

export type AppDeps = {
  db: Db;
  engine: Engine;
  /** SQLite's change clock, for the caches of read answers; null on PostgreSQL. */
  changes: ChangeClock | null;
  config: Config;
  tokens: TokenService;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route as registered, for the authorization matrix and the docs. */
    routeTable: Array<{ method: string; url: string; isPublic: boolean; roles: TRole[] }>;
    /** The kept answers of cacheable routes (plugins/answer-cache.ts); null on PostgreSQL or when turned off. */
    answerCache: KeptAnswers | null;
  }
  interface FastifyRequest {
    /** Set by the guard on every non-public /api route. */
    actor: Actor;
    /** When the caller's token expires (ms since 1970); set by the guard with the actor. */
    tokenExpiresAt: number;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (only login). */
    isPublic?: boolean;
    /** Roles allowed; empty or missing admits any signed-in user. */
    roles?: TRole[];
    /** A GET that changes something (marks read, acknowledges, marks seen): it counts against the writes per user. */
    countsAsWrite?: boolean;
    /**
     * The answer depends only on the database and the caller (not on the clock, the configuration or
     * anything else), and reading it changes nothing: it may be served again until the database changes.
     */
    isCacheable?: boolean;
  }
}
