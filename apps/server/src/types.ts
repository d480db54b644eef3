import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TRole } from '@carnet/contract';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { Engine } from './db/engine';
import type { Actor } from './lib/actor';
import type { TokenClaims, TokenService } from './lib/tokens';
import type { MailKeyRing } from './mail/mail-keys';

export type AppDeps = {
  db: Db;
  engine: Engine;
  config: Config;
  tokens: TokenService;
  /** The keys that seal queued e-mail and pushes, apart from JWT_SECRET (decision 089). */
  mailKeys: MailKeyRing;
  /** The clock: "today" is the day this instant falls on in the school's zone (tests fix it). */
  now: () => Date;
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
  }
  interface FastifyRequest {
    /** Set by the guard on every non-public /api route. */
    actor: Actor;
    /** The caller's verified token (its id and expiry, for signing out); set by the guard with the actor. */
    tokenClaims: TokenClaims;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (only login). */
    isPublic?: boolean;
    /**
     * Roles allowed. Missing: the family side's accounts only (FAMILY_ROLES), so a staff account never
     * reads a family route by accident; staff routes (/api/staff/...) must name staff roles.
     */
    roles?: TRole[];
    /** Admits every signed-in account, family or staff (the account itself: /api/me, sign out). */
    anyAccount?: boolean;
    /** A GET that changes something (marks read, acknowledges, marks seen): it counts against the writes per user. */
    countsAsWrite?: boolean;
    /**
     * The cookie that may carry the token when no Authorization header does: the live stream only, as a
     * browser's EventSource cannot send that header (decision 103).
     */
    tokenCookie?: string;
    /** An answer that stays open (the live stream): admitted like any request, not counted in flight while open. */
    isStream?: boolean;
  }
}
