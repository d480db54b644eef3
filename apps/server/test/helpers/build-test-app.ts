import crypto from 'node:crypto';
import { inject } from 'vitest';
import type { LogEvent } from 'kysely';
import webPush from 'web-push';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { migrateToLatest } from '../../src/db/migrate';
import { DEMO_ACCOUNTS, type DemoSchool, seedDemoSchool } from '../../src/demo';
import { createTokenService } from '../../src/lib/tokens';
import { generateMailKey, ringOf } from '../../src/mail/mail-keys';
import type { App } from '../../src/types';
import type { Db } from '../../src/db/connect';
import type { SeededTemplate } from './seeded-template';
import { createTestDatabase, testEngine } from './test-database';
import { schoolToday } from './school-day';
import { TestClient } from './test-client';

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

export type TestContext = {
  app: App;
  db: Db;
  engine: typeof testEngine;
  school: DemoSchool;
  jwtSecret: string;
  /** An anonymous client (no token, no XSRF). */
  anonymous: TestClient;
  /** Signs in with a demo account through POST /api/login and returns a client holding its token and XSRF cookie. */
  as: (account: DemoAccount) => Promise<TestClient>;
  /**
   * Another app on the same database with a handle of its own and the same JWT secret, as a second
   * server process (decision 076): `env` is its environment (REDIS_URL, say). Closed with this one.
   */
  secondApp: (env?: Record<string, string>) => Promise<App>;
  close: () => Promise<void>;
};

/** A fresh database (SQLite or PostgreSQL), migrated and seeded with the demo school, and the app on it. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    /** Collects the app's JSON log lines (level info and up). */ logTo?: string[];
    /** The app's clock (the real one by default): fixes the school's "today". */
    now?: () => Date;
    /** Sees every statement the app (and the test) runs on its database. */
    logQueries?: (event: LogEvent) => void;
    /** Adds the test's own hooks to the app before it is ready (the fuzzer counts what reaches each route's validation). */
    beforeReady?: (app: App) => void;
  } = {},
): Promise<TestContext> {
  // A copy of the run's seeded demo school (./seeded-template) when the suite's global setup made one.
  const template = inject('seededTemplate') as SeededTemplate | undefined;
  const handle = await createTestDatabase(template, options.logQueries);
  await migrateToLatest(handle.db, handle.engine);
  const school = template ? structuredClone(template.school) : await seedDemoSchool(handle.db, schoolToday());
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  const logLevel = options.logTo ? 'info' : 'silent';
  const configWith = (env: Record<string, string> | undefined) => ({
    ...loadConfig({
      LOG_LEVEL: logLevel,
      DATA_DIR: '/tmp/carnet-test-unused',
      WRITE_MAX_PER_USER: '1000000',
      // A loaded test machine stalls the event loop now and then: only the tests of load shedding turn this on.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // The tests run the job worker themselves (app.jobs.runDue()), so they know when mail has gone.
      JOBS_POLL_MS: '0',
      ...env,
    }),
    // A key pair of its own, so no test writes DATA_DIR/vapid-keys.json (push/vapid-keys is tested apart).
    vapidKeys: webPush.generateVAPIDKeys(),
    ...options.config,
  });
  const config = configWith(options.env);
  const tokens = createTokenService(jwtSecret, config.tokenTtlSeconds);
  // A ring of its own (or MAIL_KEYS when the test gives it), so no test writes DATA_DIR/mail-keys (mail/mail-keys is tested apart).
  const mailKeys = ringOf(config.mailKeys ?? [generateMailKey()], 'the test', tokens.sealKey);
  const logTo = options.logTo;
  const app = await buildApp(
    { db: handle.db, engine: handle.engine, config, tokens, mailKeys, now: options.now ?? (() => new Date()) },
    logTo ? { logStream: { write: (line) => logTo.push(line) } } : { logger: false },
  );
  options.beforeReady?.(app);
  await app.ready();
  const clients = new Map<DemoAccount, TestClient>();
  const others: Array<{ app: App; close: () => Promise<void> }> = [];
  return {
    app,
    db: handle.db,
    engine: testEngine,
    school,
    jwtSecret,
    anonymous: new TestClient(app, null, null),
    async as(account) {
      const cached = clients.get(account);
      if (cached) return cached;
      const client = await TestClient.logIn(app, DEMO_ACCOUNTS[account].email, DEMO_ACCOUNTS[account].password);
      clients.set(account, client);
      return client;
    },
    async secondApp(env) {
      const other = handle.reopen();
      const second = await buildApp(
        { db: other.db, engine: other.engine, config: configWith(env), tokens, mailKeys, now: options.now ?? (() => new Date()) },
        { logger: false },
      );
      await second.ready();
      others.push({ app: second, close: other.close });
      return second;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.close();
      }
      await app.close();
      await handle.close();
    },
  };
}
