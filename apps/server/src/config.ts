import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import * as z from 'zod';
import { DEFAULT_DIGEST_TIME, isTimeZone, LANGUAGES, type TLanguage } from '@carnet/contract';
import { type MailKey, parseMailKeys } from './mail/mail-keys';

const durationPattern = /^(\d+)(s|m|h|d)$/;
const unitSeconds = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** '8h' -> 28800; plain numbers are seconds. */
export function parseDuration(value: string): number | null {
  if (/^\d+$/.test(value)) return Number(value);
  const match = durationPattern.exec(value);
  if (!match) return null;
  return Number(match[1]) * unitSeconds[match[2] as keyof typeof unitSeconds];
}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Names proxy-addr knows for whole address ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (namedRanges.has(item)) return true;
  const [address = '', prefix, extra] = item.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type TrustProxy = boolean | number | string[];

/**
 * Fastify's `trustProxy`: false (the default) ignores X-Forwarded-*; `true` trusts every hop; a number
 * trusts that many hops; a list trusts those proxy addresses (IPs, CIDR ranges, `loopback`, ...).
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((v, ctx): TrustProxy => {
    if (v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
    const items = v.split(',').map((item) => item.trim());
    if (items.every(isAddressOrRange)) return items;
    ctx.addIssue({ code: 'custom', message: "must be true, false, a number of proxies, or proxy addresses like '10.0.0.1,10.1.0.0/16'" });
    return z.NEVER;
  });

/**
 * TRUST_PROXY as Fastify takes it. Off, X-Forwarded-* are ignored, as any client can write them.
 * Fastify no longer takes a hop count (it cannot tell the proxy from a client that reached the server
 * directly), so a count becomes the equivalent trust function: README says when it is safe.
 */
export function fastifyTrustProxy(trustProxy: TrustProxy) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/** The school's own zone when none is set: the school the portal was first written for is in France. */
export const DEFAULT_SCHOOL_TIME_ZONE = 'Europe/Paris';

/** A VAPID key as web-push takes it: unpadded base64url of exactly `bytes` bytes. */
const vapidKey = (bytes: number, what: string) =>
  z.string().refine((v) => /^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes, { error: `must be ${what}` });

function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

/** The address part of a From like `Collège Exemple <no-reply@college.example.fr>`, or null. */
function mailAddressOf(from: string): string | null {
  return /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? (/^[^<>\s]+@[^<>\s]+$/.test(from.trim()) ? from.trim() : null);
}

/**
 * Who push services may write to about this portal's pushes (RFC 8292's `sub`): VAPID_SUBJECT, else
 * the address mail comes from, else the portal's own https address; Apple refuses a localhost subject.
 */
function vapidSubjectFor(e: { VAPID_SUBJECT?: string; MAIL_FROM: string; SCHOOL_OFFICE_EMAIL: string }, publicUrl: string): string {
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  const address = mailAddressOf(e.MAIL_FROM);
  if (address) return `mailto:${address}`;
  return publicUrl.startsWith('https://') ? publicUrl : `mailto:${e.SCHOOL_OFFICE_EMAIL}`;
}

const ZEnv = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED_DEMO: booleanText.default(true),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL: z
    .string()
    .default('8h')
    .transform((v, ctx) => {
      const seconds = parseDuration(v);
      if (seconds === null || seconds < 60 || seconds > 30 * 86400) {
        ctx.addIssue({ code: 'custom', message: "must be a duration like '8h', '30m' or seconds, between 1 minute and 30 days" });
        return z.NEVER;
      }
      return seconds;
    }),
  SCHOOL_WEBSITE_URL: z.url().default('https://www.example.edu'),
  SHOP_URL: z.url().default('https://shop.example.edu'),
  SCHOOL_OFFICE_EMAIL: z.email().default('office@example.edu'),
  // The school's name as families know it: e-mails that open an account name it, so an invitation is not taken for spam.
  SCHOOL_NAME: z
    .string()
    .trim()
    .min(2, 'must name the school, like Collège Jean Moulin')
    .max(120, 'must be at most 120 characters')
    .default('Carnet demo school'),
  // Demonstrations and browser journeys only: the server's clock starts at this instant and runs on from
  // it, so quiet hours, release times and delays can be shown at any hour (a journey at 21:00 on a Tuesday).
  CLOCK_START: z.iso.datetime({ offset: true, error: 'must be an ISO instant like 2026-12-01T21:00:00+01:00' }).optional(),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().positive().default(5),
  WRITE_MAX_PER_USER: z.coerce.number().int().positive().default(120),
  LOGIN_SLOWDOWN_AFTER_FAILURES: z.coerce.number().int().positive().default(50),
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().positive().default(512),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).default(1000),
  TRUST_PROXY: trustProxy,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('carnet:'),
  DEFAULT_LANGUAGE: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }).default('en'),
  SCHOOL_TIME_ZONE: z
    .string()
    .default(DEFAULT_SCHOOL_TIME_ZONE)
    .refine(isTimeZone, { error: "must be an IANA time zone like 'Europe/Paris'" }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// address, like smtps://user:password@mail.example.org:465')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Carnet <no-reply@example.edu>'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be the portal address families open, like https://carnet.example.edu' })
    .optional(),
  DIGEST_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time of day HH:MM on the school's clocks, like 17:00")
    .default(DEFAULT_DIGEST_TIME),
  JOBS_POLL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).default(2000),
  // Proxies commonly close a connection quiet for 60 s; the stream also checks its session this often.
  LIVE_HEARTBEAT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(60_000).default(25_000),
  VAPID_PUBLIC_KEY: vapidKey(65, 'the public key web-push generate-vapid-keys prints (65 bytes, base64url)').optional(),
  VAPID_PRIVATE_KEY: vapidKey(32, 'the private key web-push generate-vapid-keys prints (32 bytes, base64url)').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL, like mailto:office@example.edu')
    .optional(),
  MAIL_KEYS: z
    .string()
    .transform((v, ctx) => {
      const parsed = parseMailKeys(v);
      if ('keys' in parsed) return parsed.keys;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  schoolWebsiteUrl: string;
  shopUrl: string;
  schoolOfficeEmail: string;
  /** The school's name, as e-mails that open an account say it. */
  schoolName: string;
  /** CLOCK_START: where the server's clock starts (demonstrations and journeys); undefined: the real time. */
  clockStart: Date | undefined;
  /** Login attempts one address may make a minute. */
  loginMaxPerIp: number;
  /** Failed logins one (user name, address) pair may make in 15 minutes. */
  loginMaxFailuresPerUser: number;
  /** Failed logins on one user name, from all addresses, in 15 minutes, past which each address gets one try. */
  loginSlowdownAfterFailures: number;
  /** Writes one signed-in account may send a minute: POST, PATCH and the GETs that change something. */
  writeMaxPerUser: number;
  maxConcurrentRequests: number;
  /** Mean event-loop delay past which the API answers 503 (0 turns the check off). */
  maxEventLoopDelayMs: number;
  trustProxy: TrustProxy;
  /** Where rate-limit counts live when several processes must share them; in memory when unset. */
  redisUrl: string | undefined;
  /** Prefix of every key Carnet writes in Redis, so several portals can share one server. */
  redisKeyPrefix: string;
  /** The school's language: the server's messages use it when neither the account nor the browser says. */
  defaultLanguage: TLanguage;
  /** IANA zone of the school's clocks: "today", this week and this term are the school's. */
  schoolTimeZone: string;
  logLevel: string;
  webDistDir: string;
  /** Where e-mail goes out; without it every message is written as an .eml file in DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The From of every e-mail, like `Collège Exemple <no-reply@college.example.fr>`. */
  mailFrom: string;
  /** The portal's address as families reach it, for the links in e-mail and letters (no trailing slash). */
  publicUrl: string;
  /** How often the job worker looks for due work; 0 turns the polling off (tests run it by hand). */
  jobsPollMs: number;
  /** How often the live stream sends a heartbeat comment and checks its session is still valid (decision 103). */
  liveHeartbeatMs: number;
  /** The school's VAPID key pair when given in the environment; otherwise DATA_DIR/vapid-keys.json (push/vapid-keys). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /**
   * The keys that seal queued e-mail and pushes, the first sealing, when given in MAIL_KEYS (`id:key`
   * separated by commas); otherwise DATA_DIR/mail-keys, made on the first start (mail/mail-keys,
   * decision 089). Apart from JWT_SECRET: rotating either loses no queued message.
   */
  mailKeys: MailKey[] | undefined;
  /** The contact push services see on every push (mailto: or https:). */
  vapidSubject: string;
  /**
   * Lets a device subscribe with a plain-http endpoint on this machine: only the API tests set it
   * (their push service runs in the test process). No environment variable reaches it, so a server
   * in production only ever sends pushes over https.
   */
  pushAllowsLocalHttp: boolean;
  /** When the daily digest e-mail goes, HH:MM on the school's clocks (SCHOOL_TIME_ZONE). */
  digestTime: string;
};

export class ConfigError extends Error {}

/** Reads every environment variable once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nonEmpty = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(nonEmpty);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: give both (one key pair) or neither (Carnet then keeps its own in DATA_DIR/vapid-keys.json)',
    );
  }
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && !isVapidPair(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY)) {
    // A mismatched pair would start, then see every push refused by the push services.
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL,
    schoolWebsiteUrl: e.SCHOOL_WEBSITE_URL,
    shopUrl: e.SHOP_URL,
    schoolOfficeEmail: e.SCHOOL_OFFICE_EMAIL,
    schoolName: e.SCHOOL_NAME,
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    loginMaxPerIp: e.LOGIN_MAX_PER_IP,
    loginMaxFailuresPerUser: e.LOGIN_MAX_FAILURES_PER_USER,
    loginSlowdownAfterFailures: e.LOGIN_SLOWDOWN_AFTER_FAILURES,
    writeMaxPerUser: e.WRITE_MAX_PER_USER,
    maxConcurrentRequests: e.MAX_CONCURRENT_REQUESTS,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    schoolTimeZone: e.SCHOOL_TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    jobsPollMs: e.JOBS_POLL_MS,
    liveHeartbeatMs: e.LIVE_HEARTBEAT_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    mailKeys: e.MAIL_KEYS,
    vapidSubject: vapidSubjectFor(e, publicUrl),
    pushAllowsLocalHttp: false,
    digestTime: e.DIGEST_TIME,
  };
}
